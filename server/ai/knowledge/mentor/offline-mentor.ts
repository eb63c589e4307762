/**
 * The offline mentor: picks the playbook a question is about and writes a Markdown answer from it that names
 * the person's own business (their ideas, validations, ...). Pure and deterministic.
 */
import { fillTemplate } from "../template";
import { MENTOR_PLAYBOOKS } from "./playbooks.data";
import type { MentorPlaybook } from "./playbook.schema";

/** One thing we know about the person's business, from their own data (server/modules/ai-mentor/mentor-facts.ts). */
export type MentorFact = {
  /** Where it comes from: 'product-idea', 'validation', ... */
  kind: string;
  /** The business or product it names, e.g. "Pet treat box". */
  name: string;
  /** One line for the summary, e.g. 'Quick validation of "Pet treat box": 72/100 (good)'. */
  text: string;
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const matchers = MENTOR_PLAYBOOKS.map((p) => ({
  playbook: p,
  keywords: p.keywords.map((k) => ({
    re: new RegExp(`\\b${escapeRegex(k)}(s|es)?\\b`, "i"),
    weight: k.includes(" ") ? 2 : 1,
  })),
}));

/** The playbook a question is about (most keyword weight, earlier playbook on a tie), or null when none fits. */
export function pickPlaybook(question: string): MentorPlaybook | null {
  let best: MentorPlaybook | null = null;
  let bestScore = 0;
  for (const m of matchers) {
    const score = m.keywords.reduce((sum, k) => sum + (k.re.test(question) ? k.weight : 0), 0);
    if (score > bestScore) {
      best = m.playbook;
      bestScore = score;
    }
  }
  return best;
}

const GENERAL_STEPS = [
  "Write one sentence: who you help, with what problem, and what they pay.",
  "Talk to five people in that audience this week and listen for the problem in their own words.",
  "Make the smallest offer you could sell next week, and put a price on it.",
];

/** The offline mentor's Markdown answer to `question`, naming the person's data in `facts`. */
export function offlineMentorReply(question: string, facts: readonly MentorFact[] = []): string {
  const playbook = pickPlaybook(question);
  const focus = facts[0] ? `**${facts[0].name}**` : "your business";
  const parts: string[] = [];
  if (playbook) {
    parts.push(fillTemplate(playbook.opening, { focus }));
    parts.push(playbook.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  } else {
    parts.push(`Here is how I would move ${focus} forward.`);
    parts.push(GENERAL_STEPS.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  }
  if (facts.length) {
    parts.push(
      `From what you have in HustleForge:\n${facts
        .slice(0, 3)
        .map((f) => `- ${f.text}`)
        .join("\n")}`,
    );
  }
  if (playbook) parts.push(`**Your next step:** ${playbook.nextStep}`);
  else
    parts.push(
      "Ask me about validation, pricing, first customers, marketing channels, suppliers, time management, motivation, or legal and tax basics.",
    );
  if (playbook?.checkWithProfessional) parts.push(`_${playbook.checkWithProfessional}_`);
  return parts.join("\n\n");
}
