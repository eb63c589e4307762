/** AI Niche Discovery: niche ideas from industry, skills, budget, interests and target market. */
import { defineGenerator } from "../define-generator";
import {
  NICHE_BUDGETS,
  NICHE_INDUSTRIES,
  NICHE_TARGET_MARKETS,
  nicheDiscoveryOutputSchema,
  nicheDiscoveryRequestSchema,
  optionLabel,
  type NicheDiscoveryInput,
  type NicheDiscoveryOutput,
  type NicheIdea,
} from "../../../shared/contracts/niche-discovery";
import { PLAYBOOKS, servesAudience } from "../knowledge/playbooks";
import { understand } from "../understanding/understand";
import { unreadTexts, unknownsSaid } from "../understanding/unknown";
import { audienceOf } from "../knowledge/audiences";
import {
  budgetFit,
  tierFor,
  type BudgetTier,
  budgetSay,
  costText,
  dollarFigures,
  withBudgetSentences,
} from "../knowledge/budgets";
import { seededRandom, range, type SeededRandom } from "../knowledge/seed";
import { cap, fill, list, nicheName, rankNiches, revenueRange, type RankedNiche } from "../knowledge/rank";
import { ownBusiness } from "../knowledge/own-business";
import { ownBudgetFor } from "../../../shared/tools/profile-inputs";
import { INDUSTRY_FIGURES, NICHE_TARGET_MAP, NICHE_INDUSTRY_MAP } from "../knowledge/taxonomy";
import { INDUSTRY_MARKETS } from "../knowledge/data-pack/markets";
import { industryMarket } from "../knowledge/data-pack/answer";
import { nicheCompetition } from "../knowledge/crowding";
import { citedTexts, withoutUnsourcedFigures } from "../knowledge/data-pack/clean";

/** How each card closes: a first-customers step on a different channel of the person's audience. */
const CLOSING_STEPS = [
  (who: string, channel: string) => `Find your first 100 customers among ${who} on ${channel}`,
  (who: string, channel: string) =>
    `Post three short proofs of the result a week on ${channel} and invite ${who} to a waitlist`,
  (who: string, channel: string) =>
    `Ask ten ${who} you reach on ${channel} what they pay for today, and price against that`,
  (who: string, channel: string) => `Offer ${who} on ${channel} a founding-customer price for the first 20 places`,
];

const optional = (text: string | undefined) => (text ? [text] : []);

/**
 * The person's own business, ranked for them, when it can serve their market: what their profile says they sell
 * when the run was given it, else the trade their skills and interests name; its trade's niche or the general
 * handmade frame naming their product (docs/decisions/1475-own-trade-or-a-handmade-frame.md, 1476).
 */
function ownNiche(input: NicheDiscoveryInput, audienceKey: string, tier: BudgetTier, rng: SeededRandom) {
  const texts = input.ownBusiness ? [input.ownBusiness] : [...input.skills, ...input.interests];
  const trade = understand(texts).trade;
  const mine = trade ? ownBusiness(texts.find((t) => understand(t).trade === trade) ?? texts.join(", ")) : undefined;
  if (!mine || !servesAudience(mine.niche, audienceKey)) return undefined;
  const ranked = rankNiches(
    { ...PLAYBOOKS[mine.industry], niches: [mine.niche] },
    audienceKey,
    input.skills,
    input.interests,
    tier,
    rng,
  )[0];
  const why = input.ownBusiness
    ? `First because it is your own business, as your profile says: ${mine.product}`
    : `First because it is the trade your skills and interests name: ${mine.product}`;
  return { ...ranked, why };
}

/** The pack's market line first, the model's other words without an unsourced figure, and the pack's sources. */
function withPackMarketLine(output: NicheDiscoveryOutput, input: NicheDiscoveryInput): NicheDiscoveryOutput {
  const key = NICHE_INDUSTRY_MAP[input.industry];
  const market = industryMarket(INDUSTRY_MARKETS[key], INDUSTRY_FIGURES[key].label, "marketTrends");
  const line = `${PLAYBOOKS[input.industry].label}: ${market.text}`;
  const clean = withoutUnsourcedFigures(output, citedTexts(market.sources));
  return {
    ...clean,
    marketTrends: [line, ...clean.marketTrends.filter((t) => t !== line)],
    sources: market.sources,
    unknown: market.unknown,
  };
}

function offline(input: NicheDiscoveryInput) {
  const rng = seededRandom(`niches|${JSON.stringify(input)}`);
  const playbook = PLAYBOOKS[input.industry];
  const audienceKey = NICHE_TARGET_MAP[input.targetMarket];
  const audience = audienceOf(audienceKey);
  const tier = tierFor(input.budget, input.ownBudget);
  const industryKey = NICHE_INDUSTRY_MAP[input.industry];
  // The market's figures are the data pack's, cited (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md).
  const market = industryMarket(INDUSTRY_MARKETS[industryKey], INDUSTRY_FIGURES[industryKey].label, "marketTrends");
  const fitting = rankNiches(playbook, audienceKey, input.skills, input.interests, tier, rng);
  // The trade the person named leads, from whichever playbook holds it: a silversmith sees jewellery first
  // (docs/decisions/1434-one-understanding-layer-one-text-gate.md).
  const own = ownNiche(input, audienceKey, tier, rng);
  const ranked: (RankedNiche & { why?: string })[] = (
    own ? [own, ...fitting.filter((r) => r.niche.name !== own.niche.name)] : fitting
  ).slice(0, 4);
  const unknown = unreadTexts([...input.skills, ...input.interests]);

  const ideas: NicheIdea[] = ranked.map(({ niche, matchedSkills, matchedInterests, fit, why }, index) => {
    const [revLo, revHi] = revenueRange(niche, tier, audience);
    const channel = audience.channels[index % audience.channels.length];
    const fitReasons = [
      ...optional(why),
      ...(matchedSkills.length ? [`Uses your skills in ${list(matchedSkills)}`] : []),
      ...(matchedInterests.length ? [`Matches your interest in ${list(matchedInterests)}`] : []),
      budgetSay.reason(fit),
      `${cap(audience.who)} are reachable on ${channel} and ${audience.channels[(index + 1) % audience.channels.length]}`,
    ];
    let description = niche.description;
    if (matchedInterests.length) description += ` A natural fit for your passion for ${list(matchedInterests)}.`;
    return {
      name: nicheName(niche, audience),
      description,
      // The trade's one crowdedness judgement (docs/decisions/1484-one-crowdedness-judgement.md).
      competitionLevel: nicheCompetition(niche),
      monthlyRevenuePotential: `${range(revLo, revHi)}/month`,
      revenueModel: niche.model,
      startupCosts: costText(fit.shown),
      targetAudience: `${cap(audience.who)}: ${audience.insight}`,
      // The person's skill once, even when the niche names it in another case ("Candle making", "candle making").
      skillsRequired: [...niche.skills, ...matchedSkills]
        .filter((s, i, all) => all.findIndex((t) => t.trim().toLowerCase() === s.trim().toLowerCase()) === i)
        .slice(0, 5),
      pros: [
        ...niche.pros,
        ...(matchedSkills.length ? [`Your ${list(matchedSkills)} skills give you a head start`] : []),
        ...optional(budgetSay.pro(fit)),
      ],
      cons: [
        ...niche.cons,
        ...optional(budgetSay.risk(fit)),
        ...(nicheCompetition(niche) === "High"
          ? ["Crowded space: you need a sharp angle for one audience to stand out"]
          : []),
      ],
      actionSteps: [
        ...niche.steps.map((s) => fill(s, audience, channel)),
        CLOSING_STEPS[index % CLOSING_STEPS.length](audience.who, channel),
      ],
      fitReasons,
    };
  });

  const marketTrends = [
    `${playbook.label}: ${market.text}`,
    ...rng.shuffle(playbook.trends).slice(0, 4),
    `${cap(audience.who)}: ${audience.insight}`,
  ];
  const tips = [
    tier.level <= 2
      ? `Keep your ${tier.label} budget for what customers see: validate with pre-sales or a waitlist before buying anything`
      : `With ${tier.label}, spend in stages: a small paid test first, then double down on the channel that converts`,
    `Post where ${audienceKey === "global" ? "your buyers" : audience.short} already are: ${audience.channels.slice(0, 3).join(", ")}`,
    input.skills.length
      ? `Lead with your strongest skill (${input.skills[0]}) and outsource the rest on Fiverr or Upwork`
      : "List three things friends ask you for help with: that's your unfair advantage",
    `Talk to 10 potential customers in ${optionLabel(NICHE_INDUSTRIES, input.industry)} before you build anything`,
    "Set one number to hit in 30 days (first sale, 100 sign-ups) and review it weekly",
    ...unknownsSaid(unknown),
  ];
  return { marketTrends, ideas, quickStartTips: tips, sources: market.sources, unknown: market.unknown };
}

/**
 * Any engine's answer, settled by the one budget rule (docs/decisions/1420-one-budget-rule-one-idea-table-one-age-table.md):
 * each startup cost is decided by `budgetFit` and shown as decided, and every sentence about the budget is the
 * rule's own (a model's are replaced). An idea without a dollar figure for its startup costs is refused.
 * Idempotent, since the engines and runGenerator() all parse with it.
 */
export function settleNicheBudgets(output: NicheDiscoveryOutput, input: NicheDiscoveryInput): NicheDiscoveryOutput {
  const tier = tierFor(input.budget, input.ownBudget);
  return {
    ...output,
    ideas: output.ideas.map((idea) => {
      const figures = dollarFigures(idea.startupCosts);
      if (!figures) return idea;
      const fit = budgetFit(figures, tier);
      return {
        ...idea,
        startupCosts: costText(fit.shown),
        pros: withBudgetSentences(idea.pros, budgetSay.pro(fit)),
        cons: withBudgetSentences(idea.cons, budgetSay.risk(fit)),
        fitReasons: withBudgetSentences(idea.fitReasons ?? [], budgetSay.reason(fit)),
      };
    }),
  };
}

/**
 * Built once (docs/decisions/848-schemas-built-once.md): a refine clones the object schema, and zod compiles a
 * parser for each object schema it meets, so a refine made per request compiled one on every request. What depends
 * on the request is piped after it.
 */
const nichesWithDollarCosts = nicheDiscoveryOutputSchema.refine(
  (o) => o.ideas.every((i) => dollarFigures(i.startupCosts)),
  { path: ["ideas"], message: "Every startup cost must be a dollar range" },
);

export const nicheDiscoveryTool = defineGenerator({
  id: "niche-discovery",
  input: nicheDiscoveryRequestSchema,
  freeText: ["skills", "interests", "ownBusiness"],
  // What the person sells leads while the run holds it (docs/decisions/1476-niche-discovery-own-niche-first.md).
  // The budget sentences speak of the person's own budget while the band chosen holds it (decision 1493).
  withProfile: (input, profile) => {
    const sells =
      profile.sells &&
      !input.ownBusiness &&
      input.interests.some((i) => i.trim().toLowerCase() === profile.sells!.trim().toLowerCase())
        ? profile.sells
        : undefined;
    const ownBudget = input.ownBudget ?? ownBudgetFor(profile, NICHE_BUDGETS, input.budget);
    return {
      input: { ...input, ...(sells ? { ownBusiness: sells } : {}), ...(ownBudget ? { ownBudget } : {}) },
      used: [...(sells ? (["sells"] as const) : []), ...(ownBudget ? (["budget"] as const) : [])],
    };
  },
  example: {
    industry: "health",
    skills: ["yoga"],
    budget: "0-500",
    interests: ["hiking"],
    targetMarket: "millennials",
  },
  output: nicheDiscoveryOutputSchema,
  outputFor: (input) =>
    nichesWithDollarCosts
      .transform((o) => settleNicheBudgets(o, input))
      // A model's market figures are the pack's or gone (docs/decisions/1481-sources-and-unknowns-in-answers.md).
      .transform((o) => withPackMarketLine(o, input))
      // Pros or cons that were only the model's budget sentences leave nothing to show: refused.
      .refine((o) => o.ideas.every((i) => i.pros.length > 0 && i.cons.length > 0), {
        path: ["ideas"],
        message: "Every idea needs pros and cons besides what it says about the budget",
      }),
  system:
    "You are a pragmatic business coach for young entrepreneurs. You suggest specific, realistic niches a solo founder can start on the given budget, with honest numbers and reasons that cite the person's own skills, interests, budget and market.",
  prompt: (input) =>
    [
      "Suggest 4 profitable niche business ideas for this person.",
      `Industry: ${optionLabel(NICHE_INDUSTRIES, input.industry)}`,
      `Skills: ${input.skills.length ? input.skills.join(", ") : "none given"}`,
      `Startup budget: ${input.ownBudget ? `${input.ownBudget.label} (about $${input.ownBudget.usd})` : optionLabel(NICHE_BUDGETS, input.budget)}`,
      `Interests and passions: ${input.interests.length ? input.interests.join(", ") : "none given"}`,
      `Target market: ${optionLabel(NICHE_TARGET_MARKETS, input.targetMarket)}`,
      ...(input.ownBusiness
        ? [`The person already sells: ${input.ownBusiness}. The first niche must be that business, and say so.`]
        : []),
      "Startup costs must fit the budget. competitionLevel is exactly Low, Medium or High. Give 4-6 market trends and 4-6 quick start tips.",
    ].join("\n"),
  offline,
  counters: (output) => ({ totalIdeasGenerated: output.ideas.length }),
  label: (input) =>
    `${optionLabel(NICHE_INDUSTRIES, input.industry)} · ${optionLabel(NICHE_TARGET_MARKETS, input.targetMarket)} · ${optionLabel(NICHE_BUDGETS, input.budget)}`,
});
