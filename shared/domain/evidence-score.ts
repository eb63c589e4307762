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
/**
 * The person's own recorded sales of the idea's products (orders from inventory sales, imports and shop syncs), read
 * by the server, never typed (docs/decisions/1491-idea-score-reads-real-sales.md): `sales` order lines of those
 * products in the last `days` days, `amount` their total in `currency` (the person's home currency, as the
 * profit-and-loss reads it), the best-selling product names first (at most three) of `productCount`, and `leftOut`
 * sales in another currency without a rate, not counted.
 */
export type SalesEvidence = {
  type: "sales";
  sales: number;
  units: number;
  amount: string;
  currency: string;
  days: number;
  products: string[];
  productCount: number;
  leftOut: number;
};
/** One entry of the log as the rules read it (the stored fields, money as "8.50"); `sales` is derived, not logged. */
export type EvidenceEntry = Conversations | Preorders | Signups | Competitor | Note | SalesEvidence;

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
  strongSales: 10,
  somePreorders: 1,
  someSales: 1,
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
  let sales: SalesEvidence | null = null;
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
    } else if (e.type === "sales") {
      if (e.sales > 0) sales = e;
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
    sales,
    entries: entries.filter((e) => e.type !== "sales" || e.sales > 0).length,
    currency,
  };
}
type Tally = ReturnType<typeof tally>;

/** The evidence-strength meter: none, anecdotal, some, strong, from the thresholds above. */
export function strengthOf(t: Tally): { strength: Strength; reason: string } {
  const r = STRENGTH_RULES;
  if (t.preorders >= r.strongPreorders)
    return { strength: "strong", reason: `Strong: ${plural(t.preorders, "pre-order")} (${r.strongPreorders} or more)` };
  const sold = t.sales?.sales ?? 0;
  if (sold >= r.strongSales)
    return {
      strength: "strong",
      reason: `Strong: ${plural(sold, "sale")} in the last ${t.sales?.days} days (${r.strongSales} or more)`,
    };
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
  if (sold >= r.someSales)
    return {
      strength: "some",
      reason: `Some: ${plural(sold, "sale")} in the last ${t.sales?.days} days; ${r.strongSales} sales or ${r.strongPreorders} pre-orders make it strong`,
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

const quoted = (name: string) => `'${name}'`;

/**
 * The sales in one line: "42 sales of 'Lavender soy candle' and 2 other products in the last 90 days, £630 in all",
 * with the sales left out for want of a rate said after it.
 */
export function salesLine(s: SalesEvidence): string {
  const [first = "", second = ""] = s.products;
  const named =
    s.productCount <= 1
      ? quoted(first)
      : s.productCount === 2 && second
        ? `${quoted(first)} and ${quoted(second)}`
        : `${quoted(first)} and ${plural(s.productCount - 1, "other product")}`;
  const amount = formatMoney(money(parseCents(s.amount) ?? 0, s.currency), { whole: "when-round", distinct: true });
  const left = s.leftOut
    ? ` (${plural(s.leftOut, "more sale")} in another currency ${s.leftOut === 1 ? "is" : "are"} left out until you add its rate in the profit and loss)`
    : "";
  return `${plural(s.sales, "sale")} of ${named} in the last ${s.days} days, ${amount} in all${left}`;
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
  // Sales are paid orders: they count as pre-orders do (docs/decisions/1491-idea-score-reads-real-sales.md).
  if (t.sales) {
    demandSignals.push(Math.min(100, 60 + 4 * t.sales.sales));
    demandReasons.push(salesLine(t.sales));
  }
  const demand: RuleScore = demandSignals.length
    ? { score: bound(demandSignals.reduce((a, b) => a + b, 0) / demandSignals.length), reasons: demandReasons }
    : {
        score: NO_EVIDENCE_SCORE.demand,
        reasons: [
          "No evidence of demand yet: no conversations, sign-ups or pre-orders logged, and no sales of its products recorded",
        ],
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
  if (t.sales) {
    const s = t.sales;
    pay = Math.max(pay ?? 0, Math.min(100, 70 + 3 * s.sales));
    const amount = formatMoney(money(parseCents(s.amount) ?? 0, s.currency), { whole: "when-round", distinct: true });
    payReasons.push(`Customers paid ${amount} for ${plural(s.sales, "sale")} in the last ${s.days} days`);
  }
  const willingnessToPay: RuleScore =
    pay === null
      ? {
          score: NO_EVIDENCE_SCORE.willingnessToPay,
          reasons: [
            "No one has been asked to pay yet: no conversations or pre-orders logged, and no sales of its products recorded",
          ],
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
    case "sales":
      return `Your sales: ${salesLine(e)}`;
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
    ...(t.sales ? [`${plural(t.sales.sales, "recorded sale")} of it in the last ${t.sales.days} days`] : []),
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

/** The counts a score was read from, kept with it so the next score can say which evidence moved it. */
export type EvidenceBasis = {
  people: number;
  wouldPay: number;
  preorders: number;
  visits: number;
  signups: number;
  competitors: number;
  sales: number;
};

export function basisOf(entries: readonly EvidenceEntry[]): EvidenceBasis {
  const t = tally(entries);
  return {
    people: t.people,
    wouldPay: t.wouldPay,
    preorders: t.preorders,
    visits: t.visits,
    signups: t.signups,
    competitors: t.competitors.length,
    sales: t.sales?.sales ?? 0,
  };
}

/**
 * One score as the explanation of a change reads it: the four stored scores, the strength, and when known the
 * description's own score and the counts it was read from.
 */
export type ScoreSnapshot = {
  overall: number;
  demand: number;
  willingnessToPay: number;
  competition: number;
  strength: Strength;
  described?: number;
  basis?: EvidenceBasis;
  /** The sales window in days, for the words ("in the last 90 days"). */
  salesDays?: number;
};

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const counted = (n: number) => NUMBER_WORDS[n] ?? n.toLocaleString("en-US");
const countOf = (n: number, one: string, many = `${one}s`) => `${counted(n)} ${n === 1 ? one : many}`;

type Kind = "conversations" | "preorders" | "signups" | "competitors" | "sales";
type Change = { kind: Kind; text: string; first: boolean };
const NONE_OF: Record<Kind, string> = {
  conversations: "no conversations",
  preorders: "no pre-orders",
  signups: "no sign-ups",
  competitors: "no competitor named",
  sales: "no sales",
};

/** What changed in the evidence between two bases, each as a clause in plain words. */
function changesBetween(before: EvidenceBasis, after: EvidenceBasis, days: number): Change[] {
  const out: Change[] = [];
  const people = after.people - before.people;
  const yes = after.wouldPay - before.wouldPay;
  if (people > 0) {
    const first = before.people === 0;
    const who = first
      ? people === 1
        ? "your first conversation"
        : `your first ${countOf(people, "conversation")}`
      : `${countOf(people, "more conversation")}`;
    const said =
      yes <= 0
        ? `${who} said no`
        : yes >= people
          ? `${who} said they would pay`
          : `${counted(yes)} of ${who} said they would pay`;
    out.push({ kind: "conversations", text: said, first });
  } else if (people < 0)
    out.push({ kind: "conversations", text: `${countOf(-people, "conversation")} left the log`, first: false });
  const pre = after.preorders - before.preorders;
  if (pre > 0)
    out.push({
      kind: "preorders",
      text:
        before.preorders === 0
          ? `you logged your first ${pre === 1 ? "pre-order" : countOf(pre, "pre-order")}`
          : `you logged ${countOf(pre, "more pre-order")}`,
      first: before.preorders === 0,
    });
  else if (pre < 0) out.push({ kind: "preorders", text: `${countOf(-pre, "pre-order")} left the log`, first: false });
  const visits = after.visits - before.visits;
  if (visits > 0)
    out.push({
      kind: "signups",
      text: `you logged ${countOf(after.signups - before.signups, "sign-up")} from ${countOf(visits, "more page visit")}`,
      first: before.visits === 0,
    });
  else if (visits < 0)
    out.push({ kind: "signups", text: `${countOf(-visits, "page visit")} left the log`, first: false });
  const rivals = after.competitors - before.competitors;
  if (rivals > 0)
    out.push({
      kind: "competitors",
      text:
        before.competitors === 0
          ? `you named ${countOf(rivals, "competitor")}`
          : `you named ${countOf(rivals, "more competitor")}`,
      first: before.competitors === 0,
    });
  else if (rivals < 0)
    out.push({ kind: "competitors", text: `${countOf(-rivals, "competitor")} left the log`, first: false });
  const sold = after.sales - before.sales;
  if (sold > 0)
    out.push({
      kind: "sales",
      text:
        before.sales === 0
          ? `your recorded sales now count (${plural(after.sales, "sale")} in the last ${days} days)`
          : `you made ${countOf(sold, "more sale")} in the last ${days} days`,
      first: before.sales === 0,
    });
  else if (sold < 0)
    out.push({
      kind: "sales",
      text:
        after.sales === 0
          ? `you have no recorded sales of it in the last ${days} days`
          : `you made ${countOf(-sold, "fewer sale")} in the last ${days} days`,
      first: false,
    });
  return out;
}

/** The evidence each part reads. */
const READS: Record<"demand" | "willingnessToPay" | "competition", Kind[]> = {
  demand: ["sales", "preorders", "conversations", "signups"],
  willingnessToPay: ["sales", "preorders", "conversations"],
  competition: ["competitors"],
};
const PART_WORDS = { demand: "demand", willingnessToPay: "willingness to pay", competition: "the competition score" };

/** The description's score of a snapshot: stored, else read back from the overall (exact unless it was held). */
function describedOf(s: ScoreSnapshot): number {
  if (s.described !== undefined) return s.described;
  const w = EVIDENCE_WEIGHT[s.strength];
  return w === 0 ? s.overall : bound((s.overall - w * evidenceComposite(scoresOf(s))) / (1 - w));
}
const scoresOf = (s: ScoreSnapshot) => ({
  demand: { score: s.demand, reasons: [] },
  willingnessToPay: { score: s.willingnessToPay, reasons: [] },
  competition: { score: s.competition, reasons: [] },
});

/**
 * Why the overall moved between two scores, in plain words naming the evidence that moved it ("Down from 62 to 56:
 * your first two conversations said no, which counts more than no conversations. ..."), or null when it did not
 * move. Deterministic: the overall is the description's score plus the evidence's weight times the gap between the
 * evidence composite and the description, so its change splits into what the weight, each part, the description
 * and the cap contributed; the largest contribution in the direction of the change is the one explained
 * (docs/guide/idea-tracker-and-roadmap.md#how-evidence-is-scored).
 */
export function explainChange(before: ScoreSnapshot, after: ScoreSnapshot): string | null {
  const delta = after.overall - before.overall;
  if (delta === 0) return null;
  const [w0, w1] = [EVIDENCE_WEIGHT[before.strength], EVIDENCE_WEIGHT[after.strength]];
  const [c0, c1] = [evidenceComposite(scoresOf(before)), evidenceComposite(scoresOf(after))];
  const [d0, d1] = [describedOf(before), describedOf(after)];
  const blended = (d: number, w: number, c: number) => d + w * (c - d);
  const contributions: [string, number][] = [
    ["weight", (w1 - w0) * (c0 - d0)],
    ["demand", w1 * 0.4 * (after.demand - before.demand)],
    ["willingnessToPay", w1 * 0.4 * (after.willingnessToPay - before.willingnessToPay)],
    ["competition", w1 * 0.2 * (after.competition - before.competition)],
    ["description", (1 - w1) * (d1 - d0)],
    ["cap", after.overall - blended(d1, w1, c1) - (before.overall - blended(d0, w0, c0))],
  ];
  const sign = Math.sign(delta);
  const [factor] = contributions
    .filter(([, c]) => Math.sign(c) === sign)
    .reduce<[string, number]>((best, next) => (Math.abs(next[1]) > Math.abs(best[1]) ? next : best), ["", 0]);
  const changes =
    before.basis && after.basis
      ? changesBetween(before.basis, after.basis, after.salesDays ?? before.salesDays ?? 90)
      : [];
  const about = (kinds: readonly Kind[]) =>
    changes
      .filter((c) => kinds.includes(c.kind))
      .sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind))
      .slice(0, 2);
  const clause = (list: readonly Change[]) => list.map((c) => c.text).join(" and ");
  const moved = delta < 0 ? "fell" : "rose";
  const head = `${delta < 0 ? "Down" : "Up"} from ${before.overall} to ${after.overall}`;
  const pct = (w: number) => `${Math.round(w * 100)}%`;
  const compared = `scores ${c1}, ${c1 < d1 ? "below" : c1 > d1 ? "above" : "level with"} the description's ${d1}`;
  let why: string;
  if (factor === "weight") {
    const list = about(["sales", "preorders", "conversations", "signups", "competitors"]);
    const lead = list[0];
    const said =
      list.length === 0
        ? ""
        : delta < 0 && w1 > w0 && lead?.first && list.length === 1
          ? `${clause(list)}, which counts more than ${NONE_OF[lead.kind]}. `
          : `${clause(list)}. `;
    const your = said ? "Your" : "your";
    why =
      w1 > w0
        ? `${said}${your} evidence now weighs ${pct(w1)} of the overall and ${compared}.`
        : `${said}${your} evidence strength is now "${after.strength}", so it weighs ${pct(w1)} of the overall, not ${pct(w0)}; it ${compared}.`;
  } else if (factor === "demand" || factor === "willingnessToPay" || factor === "competition") {
    const list = about(READS[factor]);
    const what = `${PART_WORDS[factor]} ${moved} from ${before[factor]} to ${after[factor]}`;
    why = list.length ? `${clause(list)}, so ${what}.` : `${what[0]?.toUpperCase()}${what.slice(1)}.`;
  } else if (factor === "description") {
    why = `the score of the description itself ${moved} from ${d0} to ${d1}; your evidence weighs ${pct(w1)} of the overall.`;
  } else if (factor === "cap") {
    const list = about(["sales", "preorders", "conversations", "signups", "competitors"]);
    const cap = OVERALL_CAP[after.strength];
    const held =
      after.overall === cap
        ? `the overall is held at ${cap}: with ${after.strength} evidence an idea cannot reach ${cap + 1}`
        : `the overall is no longer held at ${OVERALL_CAP[before.strength]}`;
    why = list.length ? `${clause(list)}, so ${held}.` : `${held[0]?.toUpperCase()}${held.slice(1)}.`;
  } else why = "the evidence and the description together moved it.";
  return `${head}: ${why}`;
}
