/** The shape of a mentor playbook, checked by Zod in tests/unit/mentor-playbooks.test.ts. */
import { z } from "zod";
import { CONCEPT_IDS } from "../../understanding/lexicon";

export const MENTOR_TOPICS = [
  "validation",
  "pricing",
  "first-customers",
  "marketing-channels",
  "suppliers",
  "time-management",
  "motivation",
  "legal-tax",
] as const;

export const mentorPlaybookSchema = z.object({
  topic: z.enum(MENTOR_TOPICS),
  title: z.string().min(3),
  /**
   * The lexicon concepts a question on this topic names (server/ai/understanding/lexicon.ts): the question is read by
   * the understanding layer, and the words live in the lexicon, not here.
   */
  concepts: z.array(z.enum(CONCEPT_IDS)).min(1),
  /** The first line; `{focus}` is replaced by the person's own business (or "your idea"). */
  opening: z.string().includes("{focus}"),
  /** Concrete steps, rendered as a numbered list. */
  steps: z.array(z.string().min(20)).min(3).max(6),
  /** A closing line: the one thing to do this week. */
  nextStep: z.string().min(20),
  /** Topics where a professional must confirm (legal, tax) carry this line. */
  checkWithProfessional: z.string().min(20).optional(),
});
export type MentorPlaybook = z.infer<typeof mentorPlaybookSchema>;
