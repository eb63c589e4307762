/** AI Business Ideas: three analysed business ideas from industry, budget, target market and skills. */
import { defineGenerator } from "../define-generator";
import {
  IDEA_BUDGETS, IDEA_INDUSTRIES, IDEA_TARGET_MARKETS, businessIdeasOutputSchema, businessIdeasRequestSchema,
  type BusinessIdeasInput, type GeneratedIdea,
} from "../../../shared/contracts/business-ideas";
import { optionLabel } from "../../../shared/contracts/niche-discovery";
import { IDEA_INDUSTRY_KNOWLEDGE, INDUSTRIES, type NicheTemplate } from "../knowledge/industries";
import { audienceOf } from "../knowledge/audiences";
import { budgetOf } from "../knowledge/budgets";
import { matching, range, seededRandom, words, type SeededRandom } from "../knowledge/seed";
import { cap, rankNiches, revenueRange, shortRange, startupCostRange, type RankedNiche } from "../knowledge/rank";

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

function brandName(industryKey: string, rng: SeededRandom): string {
  const root = rng.pick(BRAND_ROOTS[industryKey] ?? BRAND_ROOTS.ecommerce);
  return `${root}${rng.pick(BRAND_ENDINGS)}`;
}

const level = (score: number) => (score >= 70 ? "High" : score >= 50 ? "Medium" : "Low");
const clamp = (n: number) => Math.max(5, Math.min(97, Math.round(n)));

function analyse(r: RankedNiche, input: BusinessIdeasInput, rng: SeededRandom, industryKey: string, seed?: { name: string; description: string }): GeneratedIdea {
  const knowledge = INDUSTRIES[industryKey];
  const audience = audienceOf(input.targetMarket);
  const tier = budgetOf(input.budget);
  const { niche } = r;
  const [costLo, costHi] = startupCostRange(niche, tier, rng);
  const [revLo, revHi] = revenueRange(niche, tier, audience, rng);
  const growth = knowledge.growth + rng.int(-2, 6);
  const competitors = rng.shuffle(knowledge.competitors).slice(0, 3);
  const skillWords = input.skills.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
  const matched = r.matchedSkills.length ? r.matchedSkills : matching(skillWords, niche.keywords);

  const demand = clamp(55 + growth * 1.5 + (audience.spend - 1) * 30 + rng.int(-5, 5));
  const compScore = clamp({ Low: 80, Medium: 60, High: 38 }[niche.competition] + rng.int(-6, 6));
  const profit = clamp((niche.margin[0] + niche.margin[1]) / 2 - 5 + (revHi > 6000 ? 10 : 0) + rng.int(-4, 4));
  const fit = clamp(42 + matched.length * 20 - r.budgetGap * 12 + rng.int(0, 8));
  const risk = r.budgetGap > 0 || (niche.capital === 3 && niche.competition === "High") ? "High" : niche.capital >= 2 || niche.competition === "High" ? "Medium" : "Low";

  return {
    name: seed ? seed.name : `${brandName(industryKey, rng)}: ${niche.name}`,
    description: seed
      ? (seed.description.length >= 10 ? seed.description : `${seed.name}: ${niche.description}`)
      : `${niche.description} Aimed at ${audience.who}, who ${audience.insight.replace(/^they /, "")}.`,
    marketPotential: level((demand + profit) / 2),
    startupCost: shortRange(costLo, costHi),
    targetMarket: cap(audience.who),
    revenueModel: niche.model,
    estimatedRevenue: `${range(revLo, revHi)}/month after 6-12 months`,
    marketSize: `${knowledge.marketSize}; this segment is growing about ${growth}% a year`,
    competition: `${niche.competition}: ${competitors.join(", ")} and many small sellers`,
    timeToMarket: niche.timeToMarket,
    riskLevel: risk,
    profitPotential: `${level(profit)} (${niche.margin[0]}-${niche.margin[1]}% gross margin)`,
    keyFeatures: [niche.model, `Reaches ${audience.who} through ${audience.channels.slice(0, 2).join(" and ")}`, `First sale within ${niche.timeToMarket}`],
    competitors,
    risks: [...niche.cons, ...(r.budgetGap > 0 ? [`Capital-heavy for a ${tier.label} budget`] : [])],
    firstSteps: niche.steps,
    scores: {
      marketDemand: { score: demand, reasons: [`${knowledge.label} is growing about ${growth}% a year`, `${cap(audience.who)}: ${audience.insight}`] },
      competition: {
        score: compScore,
        reasons: [`${niche.competition} competition: ${competitors.join(", ")} already serve parts of this market`, niche.competition === "High" ? "You need a sharp angle to stand out" : "Room for a focused newcomer"],
      },
      profitability: {
        score: profit,
        reasons: [`${niche.margin[0]}-${niche.margin[1]}% gross margin with ${niche.model.toLowerCase()}`, `Startup cost ${shortRange(costLo, costHi)} within your ${tier.label} budget`],
      },
      skillFit: {
        score: fit,
        reasons: matched.length
          ? [`Your skills (${matched.join(", ")}) cover key needs: ${niche.skills.slice(0, 2).join(", ")}`]
          : [`Needs ${niche.skills.slice(0, 2).join(" and ")}, which your listed skills do not mention yet`],
      },
    },
  };
}

function offline(input: BusinessIdeasInput) {
  const rng = seededRandom(`ideas|${JSON.stringify(input)}`);
  const industryKey = IDEA_INDUSTRY_KNOWLEDGE[input.industry];
  const knowledge = INDUSTRIES[industryKey];
  const skills = input.skills.split(/[,;\n]/).map((s) => s.trim()).filter(Boolean);
  const seedText = input.seedIdea ? [input.seedIdea.name, input.seedIdea.description] : [];
  const ranked = rankNiches(knowledge, [...skills, ...seedText], [], budgetOf(input.budget), rng);
  const products: GeneratedIdea[] = [];
  if (input.seedIdea) {
    // The carried idea is analysed against the niche its own words match best.
    const seedWords = words(seedText.join(" "));
    const best = [...knowledge.niches].sort((a, b) => overlapCount(b, seedWords) - overlapCount(a, seedWords))[0];
    const r = ranked.find((x) => x.niche === best) ?? ranked[0];
    products.push(analyse(r, input, rng, industryKey, input.seedIdea));
    ranked.splice(ranked.indexOf(r), 1);
  }
  for (const r of ranked) {
    if (products.length === 3) break;
    products.push(analyse(r, input, rng, industryKey));
  }
  return { products };
}

function overlapCount(niche: NicheTemplate, seedWords: string[]): number {
  return niche.keywords.filter((k) => seedWords.some((w) => w.startsWith(k))).length;
}

export const businessIdeasTool = defineGenerator({
  id: "business-ideas",
  input: businessIdeasRequestSchema,
  output: businessIdeasOutputSchema,
  system:
    "You are a startup analyst for young founders. You propose distinct, specific business ideas with honest market figures and scores out of 100, each score with the reasons behind it, citing the founder's inputs.",
  prompt: (input) =>
    [
      "Generate exactly 3 business ideas with a full analysis.",
      `Industry: ${optionLabel(IDEA_INDUSTRIES, input.industry)}`,
      `Budget range: ${optionLabel(IDEA_BUDGETS, input.budget)}`,
      `Target market: ${optionLabel(IDEA_TARGET_MARKETS, input.targetMarket)}`,
      `Skills and expertise: ${input.skills}`,
      input.seedIdea
        ? `The first idea must be this validated idea, analysed in full: "${input.seedIdea.name}" — ${input.seedIdea.description}`
        : "",
      "Startup costs must fit the budget range. marketPotential and riskLevel are High, Medium or Low.",
    ].filter(Boolean).join("\n"),
  offline,
  counters: (output) => ({ totalIdeasGenerated: output.products.length }),
  label: (input) => `${optionLabel(IDEA_INDUSTRIES, input.industry)} · ${optionLabel(IDEA_TARGET_MARKETS, input.targetMarket)}`,
});
