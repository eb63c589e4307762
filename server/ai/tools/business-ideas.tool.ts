/** AI Business Ideas: three analysed business ideas from industry, budget, target market and skills. */
import type { z } from "zod";
import { defineGenerator } from "../define-generator";
import {
  IDEA_BUDGETS,
  IDEA_INDUSTRIES,
  IDEA_TARGET_MARKETS,
  businessIdeasOutputSchema,
  businessIdeasRequestSchema,
  type BusinessIdeasInput,
  type GeneratedIdea,
} from "../../../shared/contracts/business-ideas";
import { optionLabel, type NicheIndustry } from "../../../shared/contracts/niche-discovery";
import { PLAYBOOKS, servesAudience, type NicheTemplate } from "../knowledge/playbooks";
import { audienceOf } from "../knowledge/audiences";
import { budgetFit, budgetSay, dollarFigures, tierFor, withBudgetSentences } from "../knowledge/budgets";
import { clipText } from "../knowledge/template";
import { matching, range, seededRandom, type SeededRandom } from "../knowledge/seed";
import { conceptsOf } from "../understanding/understand";
import { unreadTexts, unknownSaid } from "../understanding/unknown";
import {
  cap,
  fill,
  list,
  nicheCost,
  nicheName,
  rankNiches,
  revenueRange,
  shortRange,
  type RankedNiche,
} from "../knowledge/rank";
import { ownBusiness, type OwnBusiness } from "../knowledge/own-business";
import { ownBudgetFor } from "../../../shared/tools/profile-inputs";
import { NICHE_MARKETS } from "../knowledge/market/niches";
import { tradeOfNiche } from "../understanding/catalogue";
import { midSentence } from "../knowledge/slots";
import { IDEA_INDUSTRY_MAP, IDEA_TARGET_MAP, INDUSTRY_FIGURES, NICHE_INDUSTRY_MAP } from "../knowledge/taxonomy";
import { INDUSTRY_MARKETS } from "../knowledge/data-pack/markets";
import { industryMarket } from "../knowledge/data-pack/answer";
import { nicheCompetition } from "../knowledge/crowding";
import { nicheMarket } from "../knowledge/niche-market";
import { citedTexts, withoutUnsourcedFigures } from "../knowledge/data-pack/clean";

const BRAND_ROOTS: Record<string, string[]> = {
  content: ["Clip", "Reel", "Frame", "Echo", "Loop"],
  entertainment: ["Pixel", "Quest", "Respawn", "Arcade", "Lobby"],
  technology: ["Byte", "Stack", "Nimbus", "Circuit", "Kernel"],
  lifestyle: ["Thread", "Glow", "Vela", "Muse", "Stitch"],
  health: ["Pulse", "Vital", "Stride", "Bloom", "Core"],
  education: ["Brain", "Study", "Mentor", "Spark", "Chalk"],
  food: ["Crumb", "Sprout", "Harvest", "Ember", "Zest"],
  ecommerce: ["Cart", "Parcel", "Drop", "Market", "Crate"],
};
const BRAND_ENDINGS = ["ly", "wise", "Lab", "Co", "Hub", "Forge", "Works", "Nest"];

/** Three different brand names for one answer: roots and endings are drawn without putting them back. */
function brandNames(playbookKey: string, rng: SeededRandom): string[] {
  const roots = rng.shuffle(BRAND_ROOTS[playbookKey] ?? BRAND_ROOTS.ecommerce);
  const endings = rng.shuffle(BRAND_ENDINGS);
  return roots.map((root, i) => `${root}${endings[i % endings.length]}`);
}

const level = (score: number) => (score >= 70 ? "High" : score >= 50 ? "Medium" : "Low");
const clamp = (n: number) => Math.max(5, Math.min(97, Math.round(n)));
const COMPETITION_OPENNESS = { Low: 80, Medium: 60, High: 38 } as const;

type Context = { input: BusinessIdeasInput; rng: SeededRandom; skills: string[]; own?: OwnBusiness };

/** The person's skills, one per entry: the free text split at commas, semicolons and new lines. */
export function skillList(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;\n]/)
    .map((s) => clipText(s.replace(/\s+/g, " ").trim(), 60))
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}

/**
 * The sentence that ties an idea to the person: the skills it uses, or else one of theirs (a different one on
 * each card where they gave several) as the angle that sets it apart.
 */
function personalLine(matched: readonly string[], skills: readonly string[], index: number): string {
  if (matched.length) return ` It puts your ${list(matched)} to work from day one.`;
  const skill = skills[index % Math.max(1, skills.length)];
  // Turned round so no verb has to agree with what the person typed ("Your dogs is ...", decision 1430).
  if (!skill) return "";
  // A skill the understanding layer cannot read is said to be unknown, not pasted in (decision 1434).
  if (unreadTexts([skill]).length) return ` ${unknownSaid(skill)}`;
  return ` What sets it apart from sellers without it: your ${midSentence(skill)}.`;
}

/**
 * A first step that names the person's target market, for a niche whose own steps do not: each card opens on its
 * own step and channel (docs/decisions/1316-one-figure-per-region-everywhere.md).
 */
const OPENING_STEPS = [
  (who: string, channel: string) =>
    `Talk to ten ${who} on ${channel}: ask what they use today and what they would pay for yours`,
  (who: string, channel: string) =>
    `Show a one-page offer to ${who} on ${channel} and take five pre-orders or deposits before you build`,
  (who: string, channel: string) => `Ask twenty ${who} on ${channel} to join a waitlist, and count how many sign up`,
];

/** The niche's steps for this audience, opened by one that names them when none of its own does. */
function firstStepsFor(steps: readonly string[], audience: ReturnType<typeof audienceOf>, index: number): string[] {
  const filled = steps.map((s) => fill(s, audience));
  if (filled.some((s) => s.includes(audience.who))) return filled;
  const channel = audience.channels[index % audience.channels.length] ?? audience.channels[0];
  return [OPENING_STEPS[index % OPENING_STEPS.length](audience.who, channel), ...filled];
}

function analyse(
  r: RankedNiche & { source: NicheIndustry },
  ctx: Context,
  name: string,
  index: number,
  seed?: { name: string; description: string },
): GeneratedIdea {
  const { input, rng, skills } = ctx;
  const own = IDEA_INDUSTRY_MAP[input.industry];
  // A niche from another industry (see crossoverFor) quotes that industry's market and companies.
  const playbook = PLAYBOOKS[r.source];
  const marketKey = r.source === own.playbook ? own.industry : NICHE_INDUSTRY_MAP[r.source];
  // The market's figures are the data pack's, cited (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md).
  // The niche's own market where the pack has it, never another trade's (docs/decisions/1490-a-niche-quotes-its-own-market.md).
  const quoted = nicheMarket(r.niche, marketKey);
  const market = industryMarket(quoted.ids, quoted.label, "marketSize");
  const audience = audienceOf(IDEA_TARGET_MAP[input.targetMarket]);
  const tier = tierFor(input.budget, input.ownBudget);
  const { niche } = r;
  const fit = r.fit;
  const [costLo, costHi] = fit.shown;
  const [revLo, revHi] = revenueRange(niche, tier, audience);
  const growth = market.growth;
  // A researched trade's own competitors (candle brands for a candle brand), else the industry's platforms. The
  // sneaker research is of resale while its niche is cleaning and restoration (decision 1478): not that niche's rivals.
  const researched = tradeOfNiche(niche.name);
  const trade = researched === "sneakers" ? undefined : researched;
  const named = trade ? NICHE_MARKETS[trade]?.competitors.map((c) => c.name) : undefined;
  const competitors = rng.shuffle(named ?? playbook.competitors).slice(0, 3);
  // Only the person's own skills: a carried idea's words are not skills.
  const matched = matching(skills, niche.terms);
  const have = conceptsOf(matched);
  const missing = niche.skills.filter((needed) => ![...conceptsOf([needed])].some((c) => have.has(c)));

  // Growth the pack does not know adds nothing either way (the old neutral point was 8% a year).
  const demand = clamp(67 + (growth === null ? 0 : (growth - 8) * 1.5) + (audience.spend - 1) * 30 + rng.int(-5, 5));
  // Competition is scored as openness: higher = less crowded (docs/decisions/700).
  // The trade's one crowdedness judgement (docs/decisions/1484-one-crowdedness-judgement.md).
  const competition = nicheCompetition(niche);
  const compScore = clamp(COMPETITION_OPENNESS[competition] + rng.int(-6, 6));
  const profit = clamp((niche.margin[0] + niche.margin[1]) / 2 - 5 + (revHi > 6000 ? 10 : 0) + rng.int(-4, 4));
  const fitScore = clamp(42 + matched.length * 20 - (fit.fits ? 0 : 12) + rng.int(0, 8));
  const risk =
    !fit.fits || (niche.capital === 3 && competition === "High")
      ? "High"
      : niche.capital >= 2 || competition === "High"
        ? "Medium"
        : "Low";

  return {
    name: seed ? seed.name : `${name}: ${nicheName(niche, audience)}`,
    description: seed
      ? seed.description.length >= 10
        ? seed.description
        : `${seed.name}: ${niche.description}`
      : `${niche.description} Aimed at ${audience.who}, who ${audience.insight.replace(/^they /, "")}.${
          ctx.own?.niche.name === niche.name
            ? ` It comes first because it is your own business: ${ctx.own.product}.`
            : personalLine(matched, skills, index)
        }`,
    marketPotential: level((demand + profit) / 2),
    startupCost: shortRange(costLo, costHi),
    targetMarket: cap(audience.who),
    revenueModel: niche.model,
    estimatedRevenue: `${range(revLo, revHi)}/month after 6-12 months`,
    marketSize: market.text,
    competition: `${competition}: ${competitors.join(", ")} and many small sellers`,
    timeToMarket: niche.timeToMarket,
    riskLevel: risk,
    profitPotential: `${level(profit)} (${niche.margin[0]}-${niche.margin[1]}% gross margin)`,
    keyFeatures: [
      niche.model,
      `Reaches ${audience.who} through ${audience.channels.slice(0, 2).join(" and ")}`,
      `First sale within ${niche.timeToMarket}`,
    ],
    competitors,
    risks: [...niche.cons, ...[budgetSay.risk(fit)].filter((x): x is string => Boolean(x))],
    firstSteps: firstStepsFor(niche.steps, audience, index),
    sources: market.sources,
    unknown: market.unknown,
    scores: {
      marketDemand: {
        score: demand,
        reasons: [`${cap(quoted.label)}: ${market.text}`, `${cap(audience.who)}: ${audience.insight}`],
      },
      competition: {
        score: compScore,
        reasons: [
          `${competition} competition: ${competitors.join(", ")} already serve parts of this market`,
          competition === "High" ? "You need a sharp angle to stand out" : "Room for a focused newcomer",
        ],
      },
      profitability: {
        score: profit,
        reasons: [
          `${niche.margin[0]}-${niche.margin[1]}% gross margin with ${niche.model.toLowerCase()}`,
          budgetSay.clause(fit),
        ],
      },
      skillFit: {
        score: fitScore,
        reasons: [
          matched.length
            ? `Your skills (${matched.join(", ")}) fit what this business needs.`
            : `None of the skills you listed (${list(skills)}) is one this business leans on.`,
          ...(missing.length
            ? [
                `It also needs ${list(missing.slice(0, 2))}: learn ${missing.length > 1 ? "them" : "it"} or bring in a partner.`,
              ]
            : []),
        ],
      },
    },
  };
}

function offline(input: BusinessIdeasInput) {
  const rng = seededRandom(`ideas|${JSON.stringify(input)}`);
  const { playbook: playbookKey } = IDEA_INDUSTRY_MAP[input.industry];
  const playbook = PLAYBOOKS[playbookKey];
  const audienceKey = IDEA_TARGET_MAP[input.targetMarket];
  const skills = skillList(input.skills);
  const ctx: Context = { input, rng, skills };
  const tier = tierFor(input.budget, input.ownBudget);
  const ranked: Sourced[] = rankNiches(playbook, audienceKey, skills, [], tier, rng).map((r) => ({
    ...r,
    source: playbookKey,
  }));
  // What the person sells (the skills text's first entry, where the profile puts it) names their own business:
  // its trade's niche from whichever playbook holds it, or a general handmade frame naming their product, first
  // (docs/decisions/1475-own-trade-or-a-handmade-frame.md). Ranked without the seed, so other cards stay as they were.
  const mine = input.seedIdea ? undefined : (ownBusiness(skills[0]) ?? ownBusiness(skills.join(", ")));
  if (mine && servesAudience(mine.niche, audienceKey)) {
    const at = ranked.findIndex((r) => r.niche.name === mine.niche.name);
    const own: Sourced =
      at >= 0
        ? ranked.splice(at, 1)[0]
        : {
            niche: mine.niche,
            source: mine.industry,
            matchedSkills: matching(skills, mine.niche.terms),
            matchedInterests: [],
            fit: budgetFit(nicheCost(mine.niche), tier),
            score: 0,
          };
    ranked.unshift(own);
    ctx.own = mine;
  }
  // Ideas come from the chosen industry; when none of its niches uses a skill the person named, the best niche
  // of another industry that does takes one place (never more, so two industries share at most one idea).
  if (!input.seedIdea && !ranked.some((r) => r.matchedSkills.length > 0)) {
    const crossover = crossoverFor(playbookKey, audienceKey, skills, tier, rng);
    if (crossover) ranked.splice(1, 0, crossover);
  }
  // The niche that uses most of the person's skills always takes a place, first, even above the budget (its
  // cards then say what it needs): a candle maker sees candles, a pet-shop owner pet products.
  const own = ctx.own
    ? undefined
    : ranked
        .filter((r) => r.matchedSkills.length > 0)
        .sort((a, b) => b.matchedSkills.length - a.matchedSkills.length || b.score - a.score)[0];
  if (own) ranked.unshift(...ranked.splice(ranked.indexOf(own), 1));
  const names = brandNames(playbookKey, rng);
  const products: GeneratedIdea[] = [];
  if (input.seedIdea) {
    // The carried idea is analysed against the niche its own words match best.
    const seedConcepts = conceptsOf([input.seedIdea.name, input.seedIdea.description]);
    const best = [...playbook.niches]
      .filter((n) => servesAudience(n, audienceKey))
      .sort((a, b) => overlapCount(b, seedConcepts) - overlapCount(a, seedConcepts))[0];
    const r = ranked.find((x) => x.niche === best) ?? ranked[0];
    products.push(analyse(r, ctx, input.seedIdea.name, products.length, input.seedIdea));
    ranked.splice(ranked.indexOf(r), 1);
  }
  for (const r of ranked) {
    if (products.length === 3) break;
    products.push(analyse(r, ctx, names[products.length], products.length));
  }
  return { products };
}

type Sourced = RankedNiche & { source: NicheIndustry };

/** The niche of another playbook that uses most of the person's skills (at least one), if any. */
function crossoverFor(
  own: NicheIndustry,
  audienceKey: string,
  skills: readonly string[],
  tier: ReturnType<typeof tierFor>,
  rng: SeededRandom,
): Sourced | undefined {
  const candidates = (Object.keys(PLAYBOOKS) as NicheIndustry[])
    .filter((key) => key !== own)
    .flatMap((key) =>
      rankNiches(PLAYBOOKS[key], audienceKey, skills, [], tier, rng)
        .filter((r) => r.matchedSkills.length > 0)
        .map((r) => ({ ...r, source: key })),
    );
  return candidates.sort(
    (a, b) =>
      b.matchedSkills.length - a.matchedSkills.length ||
      Number(b.fit.fits) - Number(a.fit.fits) ||
      a.niche.name.localeCompare(b.niche.name),
  )[0];
}

function overlapCount(niche: NicheTemplate, seedConcepts: ReadonlySet<string>): number {
  return niche.terms.filter((t) => seedConcepts.has(t)).length;
}

/**
 * Any engine's answer, settled by the one budget rule (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md):
 * the startup cost is shown as `budgetFit` decides, the risks and the profitability reasons say what it decided
 * (a model's budget sentences are replaced), and an idea above the budget is high-risk. Idempotent.
 */
/** Reasons left empty once the unjudgeable budget sentences are gone say why. */
const orNoCost = (reasons: string[]) => (reasons.length ? reasons : ["No startup cost was given to judge against"]);

export function settleIdeaBudgets(
  output: z.infer<typeof businessIdeasOutputSchema>,
  input: BusinessIdeasInput,
): z.infer<typeof businessIdeasOutputSchema> {
  const tier = tierFor(input.budget, input.ownBudget);
  return {
    products: output.products.map((idea) => {
      const figures = idea.startupCost ? dollarFigures(idea.startupCost) : undefined;
      if (!figures)
        return {
          ...idea,
          risks: withBudgetSentences(idea.risks),
          scores: idea.scores && {
            ...idea.scores,
            profitability: {
              ...idea.scores.profitability,
              reasons: orNoCost(withBudgetSentences(idea.scores.profitability.reasons)),
            },
          },
        };
      const fit = budgetFit(figures, tier);
      return {
        ...idea,
        startupCost: shortRange(...fit.shown),
        riskLevel: fit.fits ? idea.riskLevel : "High",
        risks: withBudgetSentences(idea.risks, budgetSay.risk(fit)),
        scores: idea.scores && {
          ...idea.scores,
          profitability: {
            ...idea.scores.profitability,
            reasons: withBudgetSentences(idea.scores.profitability.reasons, budgetSay.clause(fit)),
          },
        },
      };
    }),
  };
}

/**
 * Each idea's market size is the pack's line of the chosen industry (an idea the model wrote belongs to no playbook
 * niche), with its sources; any other figure the model stated that the pack does not hold is dropped.
 */
function withPackMarketSize(
  output: z.infer<typeof businessIdeasOutputSchema>,
  input: BusinessIdeasInput,
): z.infer<typeof businessIdeasOutputSchema> {
  const key = IDEA_INDUSTRY_MAP[input.industry].industry;
  const market = industryMarket(INDUSTRY_MARKETS[key], INDUSTRY_FIGURES[key].label, "marketSize");
  const cited = [...market.sources, ...output.products.flatMap((p) => p.sources)];
  const clean = withoutUnsourcedFigures(output, citedTexts(cited));
  return {
    ...clean,
    products: clean.products.map((p) => ({
      ...p,
      // The offline ideas already quote the pack for their own niche's industry; a model's get the chosen industry's.
      marketSize: p.sources.length || p.unknown.length ? p.marketSize : market.text,
      sources: p.sources.length || p.unknown.length ? p.sources : market.sources,
      unknown: p.sources.length || p.unknown.length ? p.unknown : market.unknown,
    })),
  };
}

export const businessIdeasTool = defineGenerator({
  id: "business-ideas",
  input: businessIdeasRequestSchema,
  freeText: ["skills", "seedIdea.name", "seedIdea.description"],
  // The budget sentences speak of the person's own budget while the band chosen holds it (decision 1493).
  withProfile: (input, profile) => {
    const ownBudget = input.ownBudget ?? ownBudgetFor(profile, IDEA_BUDGETS, input.budget);
    return ownBudget ? { input: { ...input, ownBudget }, used: ["budget"] } : { input, used: [] };
  },
  example: {
    industry: "fitness-wellness",
    budget: "500-5000",
    targetMarket: "millennials",
    skills: "personal training, Instagram",
  },
  output: businessIdeasOutputSchema,
  outputFor: (input) =>
    businessIdeasOutputSchema
      .transform((o) => settleIdeaBudgets(o, input))
      // A model's market figures are the pack's or gone (docs/decisions/1481-sources-and-unknowns-in-answers.md).
      .transform((o) => withPackMarketSize(o, input)),
  system:
    "You are a startup analyst for young founders. You propose distinct, specific business ideas with honest market figures and scores out of 100, each score with the reasons behind it, citing the founder's inputs.",
  prompt: (input) =>
    [
      "Generate exactly 3 business ideas with a full analysis.",
      `Industry: ${optionLabel(IDEA_INDUSTRIES, input.industry)}`,
      `Budget range: ${input.ownBudget ? `${input.ownBudget.label} (about $${input.ownBudget.usd})` : optionLabel(IDEA_BUDGETS, input.budget)}`,
      `Target market: ${optionLabel(IDEA_TARGET_MARKETS, input.targetMarket)}`,
      `Skills and expertise: ${input.skills}`,
      input.seedIdea
        ? `The first idea must be this validated idea, analysed in full: "${input.seedIdea.name}" — ${input.seedIdea.description}`
        : "",
      "Startup costs must fit the budget range. marketPotential and riskLevel are High, Medium or Low. The competition score is how open the market is (higher = less crowded).",
    ]
      .filter(Boolean)
      .join("\n"),
  offline,
  counters: (output) => ({ totalIdeasGenerated: output.products.length }),
  label: (input) =>
    `${optionLabel(IDEA_INDUSTRIES, input.industry)} · ${optionLabel(IDEA_TARGET_MARKETS, input.targetMarket)}`,
});
