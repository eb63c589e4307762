/** AI Niche Discovery: niche ideas from industry, skills, budget, interests and target market. */
import { defineGenerator } from "../define-generator";
import {
  NICHE_BUDGETS, NICHE_INDUSTRIES, NICHE_TARGET_MARKETS, nicheDiscoveryOutputSchema, nicheDiscoveryRequestSchema, optionLabel,
  type NicheDiscoveryInput, type NicheIdea,
} from "../../../shared/contracts/niche-discovery";
import { INDUSTRIES } from "../knowledge/industries";
import { audienceOf } from "../knowledge/audiences";
import { budgetOf } from "../knowledge/budgets";
import { seededRandom, range } from "../knowledge/seed";
import { cap, rankNiches, revenueRange, startupCostRange } from "../knowledge/rank";

const list = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

function offline(input: NicheDiscoveryInput) {
  const rng = seededRandom(`niches|${JSON.stringify(input)}`);
  const knowledge = INDUSTRIES[input.industry];
  const audience = audienceOf(input.targetMarket);
  const tier = budgetOf(input.budget);
  const ranked = rankNiches(knowledge, input.skills, input.interests, tier, rng).slice(0, 4);
  const unmatchedInterest = input.interests.find((i) => !ranked.some((r) => r.matchedInterests.includes(i)));

  const ideas: NicheIdea[] = ranked.map(({ niche, matchedSkills, matchedInterests, budgetGap }, index) => {
    const [costLo, costHi] = startupCostRange(niche, tier, rng);
    const [revLo, revHi] = revenueRange(niche, tier, audience, rng);
    const fitReasons = [
      ...(matchedSkills.length ? [`Uses your skills in ${list(matchedSkills)}`] : []),
      ...(matchedInterests.length ? [`Matches your interest in ${list(matchedInterests)}`] : []),
      budgetGap === 0
        ? `Startup costs of ${range(costLo, costHi)} fit your ${tier.label} budget`
        : `Needs more capital than your ${tier.label} budget: start small with pre-orders`,
      `${cap(audience.who)} are reachable on ${audience.channels[0]} and ${audience.channels[1]}`,
    ];
    let description = niche.description;
    if (matchedInterests.length) description += ` A natural fit for your passion for ${list(matchedInterests)}.`;
    else if (index === 0 && unmatchedInterest) description += ` Give it a ${unmatchedInterest} angle in branding and content to stand out.`;
    return {
      name: niche.forAudience ? `${niche.name} for ${audience.short}` : niche.name,
      description,
      competitionLevel: niche.competition,
      monthlyRevenuePotential: `${range(revLo, revHi)}/month`,
      revenueModel: niche.model,
      startupCosts: range(costLo, costHi),
      targetAudience: `${cap(audience.who)}: ${audience.insight}`,
      skillsRequired: [...new Set([...niche.skills, ...matchedSkills])].slice(0, 5),
      pros: [
        ...niche.pros,
        ...(matchedSkills.length ? [`Your ${list(matchedSkills)} skills give you a head start`] : []),
        `Fits a ${tier.label} budget: ${tier.note}`,
      ],
      cons: [
        ...niche.cons,
        ...(budgetGap > 0 ? [`Tight on a ${tier.label} budget: begin with pre-sales or a smaller first batch`] : []),
        ...(niche.competition === "High" ? ["Crowded space: you need a sharp angle for one audience to stand out"] : []),
      ],
      actionSteps: [...niche.steps, `Find your first 100 customers among ${audience.who} on ${audience.channels[0]}`],
      fitReasons,
    };
  });

  const marketTrends = [
    ...rng.shuffle(knowledge.trends).slice(0, 4),
    `${cap(audience.who)}: ${audience.insight}`,
  ];
  const tips = [
    tier.level <= 2
      ? `Keep your ${tier.label} budget for what customers see: validate with pre-sales or a waitlist before buying anything`
      : `With ${tier.label}, spend in stages: a small paid test first, then double down on the channel that converts`,
    `Post where ${audience.short === "Global Buyers" ? "your buyers" : audience.short} already are: ${audience.channels.slice(0, 3).join(", ")}`,
    input.skills.length
      ? `Lead with your strongest skill (${input.skills[0]}) and outsource the rest on Fiverr or Upwork`
      : "List three things friends ask you for help with: that's your unfair advantage",
    `Talk to 10 potential customers in ${optionLabel(NICHE_INDUSTRIES, input.industry)} before you build anything`,
    "Set one number to hit in 30 days (first sale, 100 sign-ups) and review it weekly",
  ];
  return { marketTrends, ideas, quickStartTips: tips };
}

export const nicheDiscoveryTool = defineGenerator({
  id: "niche-discovery",
  input: nicheDiscoveryRequestSchema,
  output: nicheDiscoveryOutputSchema,
  system:
    "You are a pragmatic business coach for young entrepreneurs. You suggest specific, realistic niches a solo founder can start on the given budget, with honest numbers and reasons that cite the person's own skills, interests, budget and market.",
  prompt: (input) =>
    [
      "Suggest 4 profitable niche business ideas for this person.",
      `Industry: ${optionLabel(NICHE_INDUSTRIES, input.industry)}`,
      `Skills: ${input.skills.length ? input.skills.join(", ") : "none given"}`,
      `Startup budget: ${optionLabel(NICHE_BUDGETS, input.budget)}`,
      `Interests and passions: ${input.interests.length ? input.interests.join(", ") : "none given"}`,
      `Target market: ${optionLabel(NICHE_TARGET_MARKETS, input.targetMarket)}`,
      "Startup costs must fit the budget. competitionLevel is exactly Low, Medium or High. Give 4-6 market trends and 4-6 quick start tips.",
    ].join("\n"),
  offline,
  counters: (output) => ({ totalIdeasGenerated: output.ideas.length }),
  label: (input) => `${optionLabel(NICHE_INDUSTRIES, input.industry)} · ${optionLabel(NICHE_TARGET_MARKETS, input.targetMarket)} · ${optionLabel(NICHE_BUDGETS, input.budget)}`,
});
