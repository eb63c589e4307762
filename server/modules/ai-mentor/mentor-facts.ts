/**
 * What the mentor knows about the person: short facts from every tool that holds their own data
 * (docs/guide/ai-mentor.md#what-the-mentor-knows, docs/decisions/1300-mentor-fact-sources.md). Each source is one
 * small function reading a few rows (a limit on every select, each in mentor-facts.repository.ts); they run in
 * parallel and a failing one is skipped and logged, so the chat still answers.
 */
import { evidenceScoreSchema } from "../../../shared/contracts/idea-evidence";
import { marginTenths } from "../../../shared/domain/inventory";
import { parseCents } from "../../../shared/domain/money";
import { textCents } from "../../../shared/domain/pnl";
import { roadmapProgress } from "../../../shared/domain/roadmap";
import type { AppContext } from "../../context";
import { FACT_KINDS, type MentorFact } from "../../ai/knowledge/mentor/offline-mentor";
import { createFinanceRepository, createFinanceService } from "../finance";
import { countOf } from "../../../shared/domain/words";
import { needsRestock, restockItems } from "../../orders/restock";
import {
  createMentorFactsRepository,
  type ChallengeRow,
  type IdeaRow,
  type PlanRow,
  type ProductIdeaRow,
  type RoadmapRow,
  type SampleData,
  type ValidationRow,
} from "./mentor-facts.repository";

export type FactSource = (ctx: AppContext, userId: number) => Promise<MentorFact[]>;

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** A decimal amount for reading ("$12.50", "€3.00"); the figures themselves stay exact decimals. */
export function moneyText(amount: string, currency = "USD"): string {
  const n = Number(amount);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(n);
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * The person's tracked ideas (the idea tracker): title, status and the scores as stored, latest changed first. An
 * idea scored from its evidence log says so, with its strength and the first reason
 * (docs/decisions/1315-ideas-scored-from-evidence.md).
 */
export const trackedIdeaFacts: FactSource = async (ctx, userId) =>
  presentTrackedIdeas(await createMentorFactsRepository(ctx.db).trackedIdeas(userId));
const presentTrackedIdeas = (rows: readonly IdeaRow[]): MentorFact[] =>
  rows.map((r) => {
    const s = (r.scores ?? {}) as Record<string, unknown>;
    const figures = (["overall", "profitability", "trendPotential", "difficulty"] as const)
      .filter((k) => typeof s[k] === "number")
      .map((k) => `${k === "trendPotential" ? "trend" : k} ${String(s[k])}`);
    const evidence = evidenceScoreSchema.safeParse(r.evidence);
    // "from some evidence", "from strong evidence"; with none logged, the first reason says so.
    const from =
      evidence.success && evidence.data.strength !== "none" ? ` from ${evidence.data.strength} evidence` : "";
    const scored = evidence.success
      ? `evidence-based score ${evidence.data.overall.score}/100${from}` +
        (evidence.data.overall.reasons[0] ? `: ${evidence.data.overall.reasons[0]}` : "")
      : figures.length
        ? `scores ${figures.join(", ")}`
        : "not scored yet";
    return {
      kind: "tracked-idea",
      tool: "idea-tracker",
      name: r.title,
      text: `Tracked idea "${r.title}" (status: ${r.status}; ${scored})`,
    };
  });

export const roadmapFacts: FactSource = async (ctx, userId) =>
  presentRoadmap(await createMentorFactsRepository(ctx.db).roadmap(userId));
const presentRoadmap = ([row]: readonly RoadmapRow[]): MentorFact[] => {
  if (!row) return [];
  const p = roadmapProgress(row.done, row.total);
  const next = row.next ? `; next step: "${row.next}"` : "; every step done";
  return [
    {
      kind: "roadmap",
      tool: "launch-roadmap",
      name: row.name,
      text: `Launch roadmap for "${row.name}": ${p.stepsDone} of ${p.totalSteps} steps done (${p.percent}%)${next}; next milestone: ${p.milestone.title}`,
      nextStep: row.next ?? undefined,
    },
  ];
};

/**
 * The items the one restock rule picks (docs/decisions/1462-one-restock-rule.md: the same as the low-stock tile,
 * the bell and the reorder list), fewest units first, with their cost and price.
 */
type StockRow = { name: string; quantity: number; cost: string; price: string };
const STOCK_FACTS = 3;
export const inventoryFacts: FactSource = async (ctx, userId) =>
  presentStock(
    (await restockItems(ctx.db, userId, new Date())).slice(0, STOCK_FACTS).map(({ item }) => ({
      name: item.productName,
      quantity: item.quantity,
      cost: item.costPrice,
      price: item.sellPrice,
    })),
  );
const presentStock = (rows: readonly StockRow[]): MentorFact[] =>
  rows.map((r) => {
    const cost = parseCents(r.cost);
    const price = parseCents(r.price);
    const margin = cost !== null && price !== null && price > 0 ? (marginTenths(cost, price) / 10).toFixed(1) : null;
    return {
      kind: "inventory",
      tool: "inventory-tracker",
      name: r.name,
      text: `${r.name}: ${r.quantity === 0 ? "out of stock" : `only ${r.quantity} left`} (costs ${moneyText(r.cost)}, sells at ${moneyText(r.price)})`,
      lowStock: true,
      pricing: { cost: moneyText(r.cost), price: moneyText(r.price), margin },
    };
  });

/** The P&L of the last 30 days (finance module): net profit, best and worst product, product lines without a cost. */
/** The P&L's 30 days: today and the 29 before (UTC days). */
const pnlWindow = (today = new Date()) => ({ from: isoDay(new Date(today.getTime() - 29 * DAY)), to: isoDay(today) });

export const pnlFacts: FactSource = async (ctx, userId) => {
  const finance = createFinanceService(createFinanceRepository(ctx.db));
  const pnl = await finance.pnl(userId, { ...pnlWindow(), groupBy: "product" });
  if (pnl.totals.orders === 0) return [];
  const products = pnl.rows.filter((r) => !r.key.startsWith("_") && r.orders > 0);
  // Ordered by exact cents (docs/product-rules.md#money-is-exact), never by floating point.
  const byProfit = [...products].sort((a, b) => {
    const d = textCents(b.netProfit) - textCents(a.netProfit);
    return d > 0n ? 1 : d < 0n ? -1 : 0;
  });
  const best = byProfit[0];
  const worst = byProfit.length > 1 ? byProfit[byProfit.length - 1] : undefined;
  const money = (x: string) => moneyText(x, pnl.currency);
  const margin = pnl.totals.margin ? ` (${pnl.totals.margin}% margin)` : "";
  const parts = [
    `Last 30 days: net profit ${money(pnl.totals.netProfit)} on ${money(pnl.totals.netSales)} net sales${margin} from ${countOf(pnl.totals.orders, "order")}`,
  ];
  if (best) parts.push(`best product ${best.label} (${money(best.netProfit)})`);
  if (worst) parts.push(`worst ${worst.label} (${money(worst.netProfit)})`);
  const missing = pnl.warnings.find((w) => w.code === "missing_cost");
  if (missing) parts.push(`${missing.count} product line${missing.count === 1 ? "" : "s"} without a known cost`);
  return [
    {
      kind: "pnl",
      tool: "profit-and-loss",
      name: best?.label ?? "your sales",
      text: parts.join("; "),
      pricing: { margin: pnl.totals.margin },
    },
  ];
};

/** Challenges joined and not finished, with the steps ticked. */
export const challengeFacts: FactSource = async (ctx, userId) =>
  presentChallenges(await createMentorFactsRepository(ctx.db).challenges(userId));
const presentChallenges = (rows: readonly ChallengeRow[]): MentorFact[] =>
  rows.map((r) => ({
    kind: "challenge",
    tool: "hustle-challenges",
    name: r.title,
    text: `Challenge in progress "${r.title}": ${r.done} of ${r.total} steps done`,
  }));

/** The person's latest product ideas (from the business ideas generator), with who they are for. */
export const productIdeaFacts: FactSource = async (ctx, userId) =>
  presentProductIdeas(await createMentorFactsRepository(ctx.db).productIdeas(userId));
const presentProductIdeas = (rows: readonly ProductIdeaRow[]): MentorFact[] =>
  rows.map((r) => ({
    kind: "product-idea",
    tool: "business-ideas",
    name: r.name,
    text: `Product idea "${r.name}" (${r.industry}, for ${r.targetMarket})`,
    targetMarket: r.targetMarket,
  }));

/** The person's latest quick validations (from the generation history). */
export const validationFacts: FactSource = async (ctx, userId) =>
  presentValidations(await createMentorFactsRepository(ctx.db).validations(userId));
const presentValidations = (rows: readonly ValidationRow[]): MentorFact[] =>
  rows.flatMap((r): MentorFact[] => {
    const input = (r.input ?? {}) as { product?: unknown };
    const output = (r.output ?? {}) as { overallScore?: unknown; verdict?: unknown };
    if (typeof input.product !== "string" || typeof output.overallScore !== "number") return [];
    const verdict = typeof output.verdict === "string" ? ` (${output.verdict})` : "";
    return [
      {
        kind: "validation",
        tool: "quick-validation",
        name: input.product,
        text: `Quick validation of "${input.product}": ${output.overallScore}/100${verdict}`,
      },
    ];
  });

/** The latest business plan: the idea it is for and its first next step. */
export const businessPlanFacts: FactSource = async (ctx, userId) =>
  presentPlan(await createMentorFactsRepository(ctx.db).businessPlan(userId));
const presentPlan = ([row]: readonly PlanRow[]): MentorFact[] => {
  if (!row) return [];
  const first = Array.isArray(row.nextSteps) ? (row.nextSteps[0] as { step?: unknown } | undefined) : undefined;
  const step = typeof first?.step === "string" ? `; its first step: "${first.step}"` : "";
  return [
    {
      kind: "business-plan",
      tool: "business-ideas",
      name: row.name,
      text: `Business plan for "${row.name}"${step}`,
    },
  ];
};

/** What the person asked the mentor to remember, newest first. */
export const memoryFacts: FactSource = async (ctx, userId) =>
  presentMemories(await createMentorFactsRepository(ctx.db).memories(userId));
const presentMemories = (rows: readonly { text: string }[]): MentorFact[] =>
  rows.map((r) => ({ kind: "memory", tool: "ai-mentor", name: r.text, text: `You told me: ${r.text}` }));

export const FACT_SOURCES: Readonly<Record<string, FactSource>> = {
  memories: memoryFacts,
  trackedIdeas: trackedIdeaFacts,
  roadmap: roadmapFacts,
  pnl: pnlFacts,
  inventory: inventoryFacts,
  challenges: challengeFacts,
  validations: validationFacts,
  businessPlans: businessPlanFacts,
  productIdeas: productIdeaFacts,
};

/** Runs one source; a failing one is logged and contributes nothing (the chat still answers). */
const guarded = (ctx: AppContext, source: string, read: () => Promise<MentorFact[]> | MentorFact[]) =>
  Promise.resolve()
    .then(read)
    .catch((err: unknown) => {
      ctx.logger.warn({ err, source }, "mentor fact source failed");
      return [] as MentorFact[];
    });

/**
 * Every source's facts in the order of FACT_KINDS: the small sources in one statement, the P&L (finance module's
 * front door) only when there are orders in its 30 days. Should the one statement fail, each source runs on its own,
 * so a failing source is skipped and logged while the others still answer.
 */
export async function mentorFacts(ctx: AppContext, userId: number): Promise<MentorFact[]> {
  const since = new Date(`${pnlWindow().from}T00:00:00Z`);
  let results: MentorFact[][];
  let samples: SampleData | undefined;
  const facts = createMentorFactsRepository(ctx.db);
  // Every small source in one statement (docs/decisions/1305-mentor-facts-in-one-statement.md).
  const row = await facts.gathered(userId, since).catch((err: unknown) => {
    ctx.logger.warn({ err, source: "all" }, "mentor fact source failed");
    return undefined;
  });
  if (row) {
    const present: [string, () => MentorFact[]][] = [
      ["memories", () => presentMemories(row.memories)],
      ["trackedIdeas", () => presentTrackedIdeas(row.trackedIdeas)],
      ["roadmap", () => presentRoadmap(row.roadmap)],
      ["inventory", () => presentStock(row.inventory.filter(needsRestock).slice(0, STOCK_FACTS))],
      ["challenges", () => presentChallenges(row.challenges)],
      ["validations", () => presentValidations(row.validations)],
      ["businessPlans", () => presentPlan(row.businessPlans)],
      ["productIdeas", () => presentProductIdeas(row.productIdeas)],
    ];
    samples = row.samples;
    results = await Promise.all([
      ...present.map(([source, read]) => guarded(ctx, source, read)),
      row.has_orders ? guarded(ctx, "pnl", () => pnlFacts(ctx, userId)) : [],
    ]);
  } else {
    results = await Promise.all(
      Object.entries(FACT_SOURCES).map(([source, read]) => guarded(ctx, source, () => read(ctx, userId))),
    );
    samples = await facts.samples(userId).catch(() => undefined);
  }
  return markSamples(results.flat(), samples).sort((a, b) => FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind));
}

/**
 * Sample data is never given as the person's own (docs/decisions/1040-sample-data-marked.md): a stock fact about a
 * sample item says it is a sample and carries no price or low-stock mark (the mentor quotes those as the person's),
 * the P&L fact says how many of its orders are samples, and one fact says what the sample data is.
 */
function markSamples(facts: MentorFact[], samples: SampleData | undefined): MentorFact[] {
  if (!samples || (samples.orders === 0 && samples.items.length === 0)) return facts;
  const items = new Set(samples.items);
  const marked = facts.map((f): MentorFact => {
    if (f.kind === "inventory" && items.has(f.name))
      return {
        kind: f.kind,
        tool: f.tool,
        name: f.name,
        text: `Sample item ${f.text}: from the sample files, not the person's own stock`,
      };
    if (f.kind === "pnl" && samples.orders > 0)
      return {
        ...f,
        text: `${f.text}; the person's figures include ${countOf(samples.orders, "order")} from the sample files, not their own sales`,
      };
    return f;
  });
  const what = [
    samples.orders > 0 ? countOf(samples.orders, "order") : "",
    items.size > 0
      ? `${items.size} inventory items (${samples.items.slice(0, 3).join(", ")}${items.size > 3 ? ", ..." : ""})`
      : "",
  ].filter(Boolean);
  marked.push({
    kind: "inventory",
    tool: "imports",
    name: "sample files",
    text: `Sample data from 'Try it with sample files', not the person's own business: ${what.join(" and ")}; never present them as theirs`,
  });
  return marked;
}

/** Fact kinds that matter most for a topic: they go first into a prompt with little room. */
const RELEVANT: Readonly<Record<string, readonly MentorFact["kind"][]>> = {
  pricing: ["pnl", "inventory", "tracked-idea"],
  "first-customers": ["product-idea", "tracked-idea", "pnl"],
  "marketing-channels": ["product-idea", "tracked-idea", "pnl"],
  validation: ["tracked-idea", "validation", "product-idea"],
  suppliers: ["inventory", "pnl"],
  "time-management": ["roadmap", "challenge"],
  motivation: ["roadmap", "challenge", "tracked-idea"],
  "legal-tax": ["pnl"],
  next: ["roadmap", "business-plan", "tracked-idea"],
};

/** The prompt's room for facts, in characters (docs/decisions/1301-facts-in-the-prompt.md). */
export const FACTS_BUDGET_CHARS = 2_500;

/**
 * The summary the model receives: memories first (the person asked for them), then the facts that matter for
 * the question's topic, then the rest, one line each, as many as fit in `budget` characters.
 */
export function factsSummary(facts: readonly MentorFact[], topic?: string | null, budget = FACTS_BUDGET_CHARS): string {
  if (facts.length === 0) return "Nothing yet: they have not saved ideas, plans, stock or sales in HustleForge.";
  const relevant = RELEVANT[topic ?? ""] ?? [];
  const rank = (f: MentorFact) => {
    if (f.kind === "memory") return 0;
    const i = relevant.indexOf(f.kind);
    return i >= 0 ? 1 + i : 10 + FACT_KINDS.indexOf(f.kind);
  };
  const lines: string[] = [];
  let used = 0;
  for (const f of [...facts].sort((a, b) => rank(a) - rank(b))) {
    const line = `- ${f.text}`;
    if (used + line.length + 1 > budget) continue;
    lines.push(line);
    used += line.length + 1;
  }
  return lines.join("\n");
}
