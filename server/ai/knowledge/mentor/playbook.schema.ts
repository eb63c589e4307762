/** The shape of a mentor playbook, checked by Zod in tests/unit/mentor-playbooks.test.ts. */
import { z } from "zod";

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
  /** Lower-case words or phrases a question on this topic tends to contain; a phrase counts twice. */
  keywords: z
    .array(
      z
        .string()
        .min(2)
        .regex(/^[a-z0-9' $-]+$/, "keywords are lower case"),
    )
    .min(5),
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
