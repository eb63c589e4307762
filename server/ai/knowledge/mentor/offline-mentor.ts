/**
 * The offline mentor: picks the playbook a question is about and writes a Markdown answer from it that names
 * the person's own business and uses what HustleForge knows about them (docs/guide/ai-mentor.md#what-the-mentor-knows):
 * their margin and product cost on pricing, their roadmap's next open step on what to do next, their ideas' target
 * market on customers, low stock, and what they asked it to remember. Pure and deterministic.
 */
import { rememberedFacts, rememberedLines } from "./remembered";
import { toolEntry, toolPath, type PagedToolId } from "../../../../shared/tools/manifest";
import { fillTemplate } from "../template";
import { MENTOR_PLAYBOOKS } from "./playbooks.data";
import { markdownText } from "./markdown-text";
import { understand } from "../../understanding/understand";
import type { MentorPlaybook } from "./playbook.schema";

/** Where a fact comes from; the order here is the order "What do you know about me?" lists them in. */
export const FACT_KINDS = [
  "memory",
  "tracked-idea",
  "roadmap",
  "pnl",
  "inventory",
  "challenge",
  "validation",
  "business-plan",
  "product-idea",
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** One thing we know about the person's business, from their own data (server/modules/ai-mentor/mentor-facts.ts). */
export type MentorFact = {
  kind: FactKind;
  /** The business, product or item it names, e.g. "Pet treat box". */
  name: string;
  /** One line for the summary, e.g. 'Quick validation of "Pet treat box": 72/100 (good)'. */
  text: string;
  /** The tool that holds it (a manifest id): "What do you know about me?" links to its screen. */
  tool?: PagedToolId;
  /** The roadmap's next open step. */
  nextStep?: string;
  /** Who the idea is for (a product idea's target market). */
  targetMarket?: string;
  /** What is known of a product's money: cost and price (exact decimals) or the period's margin in percent. */
  pricing?: { cost?: string; price?: string; margin?: string | null };
  /** An item at or below the low-stock line. */
  lowStock?: boolean;
};

/**
 * The playbook a question is about, or null when none fits. The question is read by the understanding layer
 * (docs/decisions/1486-tools-read-the-understanding-layer.md); each playbook names the lexicon concepts of its topic.
 * Each distinct phrase that names one of them counts once, a phrase of two words or more twice; most weight wins,
 * the earlier playbook on a tie.
 */
export function pickPlaybook(question: string): MentorPlaybook | null {
  const mentions = new Map(understand(question).mentions.map((m) => [`${m.concept}|${m.text}`, m]));
  let best: MentorPlaybook | null = null;
  let bestScore = 0;
  for (const playbook of MENTOR_PLAYBOOKS) {
    let score = 0;
    for (const m of mentions.values()) if (playbook.concepts.includes(m.concept)) score += m.text.includes(" ") ? 2 : 1;
    if (score > bestScore) {
      best = playbook;
      bestScore = score;
    }
  }
  return best;
}

const ASKS_WHAT_YOU_KNOW = /\bwhat do you (know|remember)\b|\bwhat have i told you\b|\bwhat do you have on me\b/i;
const ASKS_NEXT =
  /\b(what|how) (should|do|can) i do next\b|\bnext step|\bwhat next\b|\bwhere (do|should) i (start|go)\b|\bwhat now\b|\bi'?m stuck\b/i;

/** Asks what the mentor knows ("What do you know about me?"). */
export const asksWhatYouKnow = (question: string) => ASKS_WHAT_YOU_KNOW.test(question);

/** The name the mentor calls the person's business: a tracked idea, their roadmap's business, an idea, a validation. */
export function businessName(facts: readonly MentorFact[]): string | undefined {
  for (const kind of ["tracked-idea", "roadmap", "validation", "product-idea", "business-plan"] as const) {
    const fact = facts.find((f) => f.kind === kind);
    if (fact) return fact.name;
  }
  return undefined;
}

const linkTo = (tool: PagedToolId) => `[${toolEntry(tool).title}](${toolPath(tool)})`;

/** "What do you know about me?": every fact used, grouped by tool, each with a link to that tool's screen. */
export function factsReport(facts: readonly MentorFact[]): string {
  if (facts.length === 0)
    return [
      "I don't know anything about your business yet.",
      'Track an idea, build a launch roadmap, add your inventory or import your sales, and I will use them in every answer. You can also tell me "remember that ..." and I will keep it in mind.',
    ].join("\n\n");
  const sorted = [...facts].sort((a, b) => FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind));
  const lines = sorted.map((f) => `- ${markdownText(f.text)}${f.tool ? ` (${linkTo(f.tool)})` : ""}`);
  return [
    "Here is what I know about you and use in my answers:",
    lines.join("\n"),
    "You can edit or delete what you asked me to remember under **Memories** on this screen.",
  ].join("\n\n");
}

/** Lines drawn from the person's data that fit the topic of the question. */
function factLines(topic: MentorPlaybook["topic"] | "next" | null, facts: readonly MentorFact[]): string[] {
  const out: string[] = [];
  const roadmap = facts.find((f) => f.kind === "roadmap" && f.nextStep);
  const pnl = facts.find((f) => f.kind === "pnl");
  const priced = facts.find((f) => f.kind === "inventory" && f.pricing?.cost && f.pricing.price);
  const market = facts.find((f) => f.targetMarket);
  const low = facts.filter((f) => f.lowStock);
  if (topic === "pricing") {
    if (priced?.pricing?.cost && priced.pricing.price) {
      const margin = priced.pricing.margin ? ` (a ${priced.pricing.margin}% margin)` : "";
      out.push(
        `**${markdownText(priced.name)}** costs you ${priced.pricing.cost} and sells at ${priced.pricing.price}${margin}: price from that cost, not from competitors.`,
      );
    }
    if (pnl) out.push(`Your actual figures: ${markdownText(pnl.text)}.`);
  }
  if (topic === "next" || topic === "motivation" || topic === "time-management") {
    if (roadmap?.nextStep)
      out.push(`Your launch roadmap's next step is **${markdownText(roadmap.nextStep)}**: start there.`);
  }
  if (topic === "first-customers" || topic === "marketing-channels" || topic === "validation") {
    if (market?.targetMarket)
      out.push(
        `You said **${markdownText(market.name)}** is for ${markdownText(market.targetMarket)}: look for them first.`,
      );
  }
  if (topic === "suppliers" || topic === "pricing" || topic === "next") {
    for (const f of low.slice(0, 2)) out.push(`Restock soon: ${markdownText(f.text)}.`);
  }
  return out;
}

const GENERAL_STEPS = [
  "Write one sentence: who you help, with what problem, and what they pay.",
  "Talk to five people in that audience this week and listen for the problem in their own words.",
  "Make the smallest offer you could sell next week, and put a price on it.",
];

/** What the mentor can answer, said when a question matches no playbook (docs/guide/ai-mentor.md). */
export const WHAT_I_CAN_ANSWER = [
  "From your own figures: your best product, how much you made (last month, this month, or a month such as October), whether you are profitable and where your money goes, whether your ads are paying off, and what to reorder.",
  'What to buy first with your budget (tell me "remember that I have £200", or add it to your business profile).',
  "Playbooks on validation, pricing, first customers, marketing channels, suppliers, time management and motivation.",
  "Careful basics on licences, tax and selling under 18, for where you live.",
  'And "What do you know about me?".',
];

/**
 * The offline mentor's Markdown answer to `question`, naming the person's data in `facts`; the business is named by
 * what their profile says they sell (`sells`), else by their data (docs/decisions/1306-mentor-answers-from-data.md).
 */
export function offlineMentorReply(
  question: string,
  facts: readonly MentorFact[] = [],
  sells?: string | null,
  currency?: string | null,
): string {
  if (asksWhatYouKnow(question)) return factsReport(facts);
  const playbook = pickPlaybook(question);
  const asksNext = !playbook && ASKS_NEXT.test(question);
  const name = sells?.trim() || businessName(facts);
  // What they sell named as an activity ("maths tutoring", "sneaker reselling") is their business, not a thing to
  // price: "Price your **maths tutoring** business", never "Price **maths tutoring**" (decision 1478).
  const activity = Boolean(sells?.trim()) && /\b\w{3,}ing\b/i.test(sells ?? "");
  const focus = !name
    ? "your business"
    : activity
      ? `your **${markdownText(name)}** business`
      : `**${markdownText(name)}**`;
  const parts: string[] = [];
  // A remembered price, budget or hours changes the advice, not only its closing line (decision 1477).
  const remembered = rememberedFacts(
    facts.filter((f) => f.kind === "memory").map((f) => f.name),
    currency ?? "USD",
  );
  if (playbook) {
    parts.push(fillTemplate(playbook.opening, { focus }));
    const mine = [...rememberedLines(playbook.topic, remembered, markdownText), ...factLines(playbook.topic, facts)];
    if (mine.length) parts.push(mine.join("\n\n"));
    parts.push(playbook.steps.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  } else if (asksNext) {
    parts.push(`Here is how I would move ${focus} forward.`);
    const mine = [...rememberedLines("next", remembered, markdownText), ...factLines("next", facts)];
    if (mine.length) parts.push(mine.join("\n\n"));
    parts.push(GENERAL_STEPS.map((s, i) => `${i + 1}. ${s}`).join("\n"));
  } else {
    parts.push(
      `I can't answer that one from your data or my playbooks. Here is what I can answer for ${focus}:\n${WHAT_I_CAN_ANSWER.map(
        (line) => `- ${line}`,
      ).join("\n")}`,
    );
  }
  const memories = facts.filter((f) => f.kind === "memory").slice(0, 3);
  if (memories.length)
    parts.push(`Keeping in mind what you told me: ${memories.map((m) => markdownText(m.name)).join("; ")}.`);
  const others = facts.filter((f) => f.kind !== "memory");
  if (others.length && (playbook || asksNext)) {
    parts.push(
      `From what you have in HustleForge:\n${others
        .slice(0, 3)
        .map((f) => `- ${markdownText(f.text)}`)
        .join("\n")}`,
    );
  }
  if (playbook) parts.push(`**Your next step:** ${playbook.nextStep}`);
  else if (asksNext)
    parts.push(
      'Ask me about validation, pricing, first customers, marketing channels, suppliers, time management, motivation, or legal and tax basics, or ask "What do you know about me?".',
    );
  if (playbook?.checkWithProfessional) parts.push(`_${playbook.checkWithProfessional}_`);
  return parts.join("\n\n");
}

/** The topic of a question: a playbook's, "next" for what-to-do-next questions, or null. */
export function questionTopic(question: string): string | null {
  return pickPlaybook(question)?.topic ?? (ASKS_NEXT.test(question) ? "next" : null);
}
