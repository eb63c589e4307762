/**
 * The published scoring rules of a tracked idea's evidence (docs/guide/idea-tracker-and-roadmap.md#how-evidence-is-scored,
 * docs/decisions/1315-ideas-scored-from-evidence.md). Pure and deterministic: the offline engine and the server's
 * check of a model's answer use the same functions, so a score can always be traced to the entries it cites.
 */
import { parseCents } from "./money";
import { formatMoney, money } from "./currency-money";

type Conversations = { type: "conversations"; people: number; wouldPay: number; price?: string; quote?: string };
type Preorders = { type: "preorders"; count: number; amount: string };
type Signups = { type: "signups"; visits: number; signups: number };
type Competitor = { type: "competitor"; name: string; price?: string };
type Note = { type: "note"; text: string };
/** One entry of the log as the rules read it (the stored fields, money as "8.50"). */
export type EvidenceEntry = Conversations | Preorders | Signups | Competitor | Note;

export type Strength = "none" | "anecdotal" | "some" | "strong";
export type RuleScore = { score: number; reasons: string[] };
export type RuleScores = {
  demand: RuleScore;
  willingnessToPay: RuleScore;
  competition: RuleScore;
  strength: Strength;
  strengthReason: string;
};

/** The thresholds of the strength meter. */
export const STRENGTH_RULES = {
  strongPreorders: 10,
  strongConversations: 20,
  strongVisits: 100,
  somePreorders: 1,
  someConversations: 10,
  someVisits: 100,
} as const;
/** The score a part gets when nothing in the log speaks to it. */
export const NO_EVIDENCE_SCORE = { demand: 40, willingnessToPay: 40, competition: 50 } as const;
/** How far the overall leans on the evidence rather than the description, by strength. */
export const EVIDENCE_WEIGHT: Record<Strength, number> = { none: 0, anecdotal: 0.3, some: 0.6, strong: 0.9 };
/** The highest overall each strength allows: without real evidence no idea reaches the top band (80+). */
export const OVERALL_CAP: Record<Strength, number> = { none: 79, anecdotal: 79, some: 89, strong: 100 };
/** How far a model may move a part's score away from the rules (0 when the log is empty). */
export const MODEL_LEEWAY = 10;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * "$15" for whole amounts, "$15.50" otherwise, in the person's currency ("£15"; decision 1471): evidence amounts
 * are typed in the person's own currency.
 */
export function dollars(cents: number, currency = "USD"): string {
  return formatMoney(money(cents, currency), { whole: "when-round", distinct: true });
}

const centsOf = (money: string | undefined): number | null => (money === undefined ? null : parseCents(money));
const shrink = (raw: number, n: number, full: number) => 50 + (raw - 50) * (Math.min(n, full) / full);
const bound = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The sums the rules read. */
export function tally(entries: readonly EvidenceEntry[], currency = "USD") {
  let people = 0;
  let wouldPay = 0;
  let lowestPrice: number | null = null;
  let preorders = 0;
  let preorderCents = 0;
  let visits = 0;
  let signups = 0;
  let notes = 0;
  const competitors = new Map<string, { name: string; price: number | null }>();
  for (const e of entries) {
    if (e.type === "conversations") {
      people += e.people;
      wouldPay += e.wouldPay;
      const price = centsOf(e.price);
      if (price !== null && e.wouldPay > 0) lowestPrice = lowestPrice === null ? price : Math.min(lowestPrice, price);
    } else if (e.type === "preorders") {
      preorders += e.count;
      preorderCents += centsOf(e.amount) ?? 0;
    } else if (e.type === "signups") {
      visits += e.visits;
      signups += e.signups;
    } else if (e.type === "competitor") {
      const key = e.name.trim().toLowerCase();
      if (!competitors.has(key)) competitors.set(key, { name: e.name.trim(), price: centsOf(e.price) });
    } else notes++;
  }
  return {
    people,
    wouldPay,
    lowestPrice,
    preorders,
    preorderCents,
    visits,
    signups,
    notes,
    competitors: [...competitors.values()],
    entries: entries.length,
    currency,
  };
}
type Tally = ReturnType<typeof tally>;

/** The evidence-strength meter: none, anecdotal, some, strong, from the thresholds above. */
export function strengthOf(t: Tally): { strength: Strength; reason: string } {
  const r = STRENGTH_RULES;
  if (t.preorders >= r.strongPreorders)
    return { strength: "strong", reason: `Strong: ${plural(t.preorders, "pre-order")} (${r.strongPreorders} or more)` };
  if (t.people >= r.strongConversations && t.visits >= r.strongVisits)
    return {
      strength: "strong",
      reason: `Strong: ${plural(t.people, "person", "people")} spoken to and ${plural(t.visits, "visit")} to your page`,
    };
  if (t.preorders >= r.somePreorders)
    return {
      strength: "some",
      reason: `Some: ${plural(t.preorders, "pre-order")}; ${r.strongPreorders} make it strong`,
    };
  if (t.people >= r.someConversations)
    return {
      strength: "some",
      reason: `Some: ${plural(t.people, "person", "people")} spoken to; ${r.strongConversations} people and ${r.strongVisits} page visits, or ${r.strongPreorders} pre-orders, make it strong`,
    };
  if (t.visits >= r.someVisits)
    return {
      strength: "some",
      reason: `Some: ${plural(t.visits, "visit")} to your page; ${r.strongConversations} people spoken to as well, or ${r.strongPreorders} pre-orders, make it strong`,
    };
  if (t.entries > 0)
    return {
      strength: "anecdotal",
      reason: `Anecdotal: ${plural(t.entries, "entry", "entries")}; talk to ${r.someConversations} people, get ${r.someVisits} page visits or a first pre-order for more`,
    };
  return { strength: "none", reason: "None: nothing logged yet, so these scores rest on the description alone" };
}

function conversationsLine(t: Tally): string {
  const price = t.lowestPrice !== null ? ` ${dollars(t.lowestPrice, t.currency)} or more` : "";
  return `${t.wouldPay} of ${plural(t.people, "person", "people")} you spoke to would pay${price}`;
}

/** Demand, willingness to pay and competition from the log, each with the reasons that cite it. */
export function scoreEvidence(entries: readonly EvidenceEntry[], currency = "USD"): RuleScores {
  const t = tally(entries, currency);
  const { strength, reason: strengthReason } = strengthOf(t);

  const demandSignals: number[] = [];
  const demandReasons: string[] = [];
  if (t.people > 0) {
    demandSignals.push(shrink((100 * t.wouldPay) / t.people, t.people, 10));
    demandReasons.push(conversationsLine(t));
  }
  if (t.visits > 0) {
    const rate = t.signups / t.visits;
    demandSignals.push(shrink(Math.min(100, rate * 1000), t.visits, 100));
    demandReasons.push(
      `${plural(t.signups, "sign-up")} from ${plural(t.visits, "visit")} (${(rate * 100).toFixed(1)}%)`,
    );
  }
  if (t.preorders > 0) {
    demandSignals.push(Math.min(100, 60 + 4 * t.preorders));
    demandReasons.push(`${plural(t.preorders, "pre-order")} worth ${dollars(t.preorderCents, t.currency)}`);
  }
  const demand: RuleScore = demandSignals.length
    ? { score: bound(demandSignals.reduce((a, b) => a + b, 0) / demandSignals.length), reasons: demandReasons }
    : {
        score: NO_EVIDENCE_SCORE.demand,
        reasons: ["No evidence of demand yet: no conversations, sign-ups or pre-orders logged"],
      };

  const payReasons: string[] = [];
  let pay: number | null = null;
  if (t.people > 0) {
    const asked = t.lowestPrice !== null;
    pay = shrink((100 * t.wouldPay) / t.people, t.people, 10);
    if (!asked) pay = Math.min(pay, 60);
    payReasons.push(asked ? conversationsLine(t) : `${conversationsLine(t)}, but no price was named yet`);
  }
  if (t.preorders > 0) {
    pay = Math.max(pay ?? 0, Math.min(100, 70 + 3 * t.preorders));
    payReasons.push(
      `${plural(t.preorders, "person", "people")} already paid: ${dollars(t.preorderCents, t.currency)} in pre-orders`,
    );
  }
  const willingnessToPay: RuleScore =
    pay === null
      ? {
          score: NO_EVIDENCE_SCORE.willingnessToPay,
          reasons: ["No one has been asked to pay yet: no conversations or pre-orders logged"],
        }
      : { score: bound(pay), reasons: payReasons };

  let competition: RuleScore;
  if (t.competitors.length === 0) {
    competition = {
      score: NO_EVIDENCE_SCORE.competition,
      reasons: ["No competitor named yet: an unknown market is not an open one"],
    };
  } else {
    const named = t.competitors
      .slice(0, 3)
      .map((c) => (c.price !== null ? `${c.name} (${dollars(c.price, t.currency)})` : c.name))
      .join(", ");
    const more = t.competitors.length > 3 ? ` and ${t.competitors.length - 3} more` : "";
    const reasons = [`${plural(t.competitors.length, "competitor")} named: ${named}${more}`];
    const priced = t.competitors.flatMap((c) => (c.price !== null ? [c.price] : []));
    if (priced.length && t.lowestPrice !== null)
      reasons.push(
        `Competitors charge from ${dollars(Math.min(...priced), t.currency)}; people you spoke to would pay ${dollars(t.lowestPrice, t.currency)} or more`,
      );
    competition = { score: Math.max(20, 80 - 10 * t.competitors.length), reasons };
  }

  return { demand, willingnessToPay, competition, strength, strengthReason };
}

/** The evidence part of the overall: 40% demand, 40% willingness to pay, 20% competition. */
export function evidenceComposite(r: Pick<RuleScores, "demand" | "willingnessToPay" | "competition">): number {
  return bound(0.4 * r.demand.score + 0.4 * r.willingnessToPay.score + 0.2 * r.competition.score);
}

/**
 * The overall: the description's score and the evidence's composite weighed by the strength, then capped by
 * it. `described` is the overall of the description-based scorer (offline or the model).
 */
export function overallOf(r: RuleScores, described: number): RuleScore {
  const weight = EVIDENCE_WEIGHT[r.strength];
  const composite = evidenceComposite(r);
  const blended = bound((1 - weight) * described + weight * composite);
  const cap = OVERALL_CAP[r.strength];
  const reasons =
    r.strength === "none"
      ? ["No evidence logged yet: this rests on the description alone"]
      : [
          `Evidence ${Math.round(weight * 100)}% (its scores give ${composite}), the description ${Math.round((1 - weight) * 100)}% (${described})`,
        ];
  if (blended > cap)
    reasons.push(
      `Held at ${cap}: with ${r.strength === "none" ? "no evidence logged" : `${r.strength} evidence`} an idea cannot reach ${cap + 1} or more`,
    );
  return { score: Math.min(blended, cap), reasons };
}

/**
 * A model's part score checked against the rules: within MODEL_LEEWAY points of the rule's score when the log
 * has entries, the rule's score itself when it is empty.
 */
export function clampToRule(modelScore: number | undefined, rule: RuleScore, strength: Strength): number {
  if (modelScore === undefined || strength === "none") return rule.score;
  return bound(Math.max(rule.score - MODEL_LEEWAY, Math.min(rule.score + MODEL_LEEWAY, modelScore)));
}

/** One entry in a line of plain words (the model's prompt, the mentor). */
export function describeEntry(e: EvidenceEntry, currency = "USD"): string {
  switch (e.type) {
    case "conversations": {
      const price = centsOf(e.price);
      const at = price !== null ? ` at ${dollars(price, currency)}` : "";
      const quote = e.quote ? `; in their words: "${e.quote}"` : "";
      return `Conversations: ${e.wouldPay} of ${plural(e.people, "person", "people")} would pay${at}${quote}`;
    }
    case "preorders":
      return `Pre-orders: ${e.count} worth ${dollars(centsOf(e.amount) ?? 0, currency)}`;
    case "signups":
      return `Sign-ups: ${e.signups} from ${plural(e.visits, "visit")}`;
    case "competitor": {
      const price = centsOf(e.price);
      return `Competitor: ${e.name}${price !== null ? ` at ${dollars(price, currency)}` : ""}`;
    }
    case "note":
      return `Note: ${e.text}`;
  }
}

/** Characters of the evidence a model's prompt may hold, and of one entry in it. */
export const PROMPT_EVIDENCE_BUDGET = 6000;
const PROMPT_LINE_MAX = 240;

/**
 * The log for a model's prompt within a size budget: the totals first (they stand for every entry), then the
 * newest entries that fit, each cut at 240 characters, oldest of them first.
 */
export function evidenceForPrompt(entries: readonly EvidenceEntry[], currency = "USD"): string[] {
  if (entries.length === 0) return ["- (nothing logged yet)"];
  const t = tally(entries, currency);
  const totals = [
    t.people ? `${t.wouldPay} of ${plural(t.people, "person", "people")} would pay` : "no conversations",
    t.preorders ? `${plural(t.preorders, "pre-order")} worth ${dollars(t.preorderCents, t.currency)}` : "no pre-orders",
    t.visits ? `${plural(t.signups, "sign-up")} from ${plural(t.visits, "visit")}` : "no sign-ups",
    `${plural(t.competitors.length, "competitor")} named`,
  ].join("; ");
  const lines: string[] = [];
  let used = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (!entry) continue;
    const text = describeEntry(entry, currency);
    const line = `- ${text.length > PROMPT_LINE_MAX ? `${text.slice(0, PROMPT_LINE_MAX - 3)}...` : text}`;
    if (used + line.length > PROMPT_EVIDENCE_BUDGET) break;
    lines.unshift(line);
    used += line.length + 1;
  }
  const left = entries.length - lines.length;
  return [
    `- Totals of ${plural(entries.length, "entry", "entries")}: ${totals}`,
    ...(left > 0
      ? [`- (${plural(left, "older entry", "older entries")} left out for length; the totals count them)`]
      : []),
    ...lines,
  ];
}
