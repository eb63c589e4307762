/**
 * The offline market analysis. The industry text picks the market: an industry of the page, a trade we research
 * (docs/decisions/1482-market-research-per-niche.md) or one we do not know. Every size, growth and forecast figure is
 * a data pack entry with its citation; a field no source fills is null with an `unknown` entry saying so (D20;
 * docs/decisions/1481-sources-and-unknowns-in-answers.md). Competitors are named players of that market; their shares
 * are not known, so none is stated. The target market ranks trends and opportunities; it never moves a figure.
 */
import type { MarketAnalysisInput, MarketAnalysisOutput } from "../../../../shared/contracts/market-analysis";
import { audienceFor } from "./audiences";
import { marketOf } from "./index";
import { REGIONS } from "./regions";
import { opportunityScore } from "./score";
import { clamp } from "../format";
import { seededRandom } from "../seed";
import { fillTemplate } from "../template";
import { audiencePhrase } from "../slots";
import { figureText } from "../data-pack";
import { INDUSTRY_MARKETS, TRADE_MARKETS } from "../data-pack/markets";
import { marketSentence, sourcedMarket } from "../data-pack/answer";
import type { IndustryKey } from "../taxonomy";
import { levelOfCrowding } from "../crowding";
import type { AudienceTag } from "./types";

type Trend = { trend: string; impact: "low" | "medium" | "high"; description: string; audience: AudienceTag[] };
type Opportunity = MarketAnalysisOutput["opportunities"][number] & { audience: AudienceTag[] };

/** Builds the offline analysis for one request. */
export function composeMarketAnalysis(input: MarketAnalysisInput): MarketAnalysisOutput {
  const market = marketOf(input.industry);
  const region = REGIONS[input.location];
  const regionLabel = region.label === "Global" ? "the global market" : region.label;
  const audience = audienceFor(input.targetMarket);
  const rng = seededRandom(
    `market|${input.industry.toLowerCase()}|${input.targetMarket.toLowerCase()}|${input.location}`,
  );
  const forWhom = audiencePhrase(input.targetMarket, "your customers");

  if (market.kind === "unknown") return unknownMarket(input, market.alternatives);

  const label = market.kind === "industry" ? market.profile.label : market.niche.label;
  const what = `the ${label.toLowerCase()} market`;
  const ids =
    market.kind === "industry" ? INDUSTRY_MARKETS[market.profile.value as IndustryKey] : TRADE_MARKETS[market.trade];
  const figures = sourcedMarket(ids, input.location, what);
  const crowding = Math.round(
    clamp((market.kind === "industry" ? market.profile.crowding : market.niche.crowding) + region.crowding, 5, 95),
  );
  const competitionLevel = levelOfCrowding(crowding);

  const competitors =
    market.kind === "industry"
      ? market.profile.competitors
          .filter((c) => input.location === "global" || c.regions.includes(input.location))
          .slice(0, 6)
          .map((c) => ({ name: c.name, description: c.description, marketShare: null, revenue: null, trend: null }))
      : market.niche.competitors.map((c) => ({
          name: c.name,
          description: c.description,
          url: c.url,
          marketShare: null,
          revenue: null,
          trend: null,
        }));

  const matches = (tags: readonly string[]) => audience.tag !== "general" && tags.includes(audience.tag);
  const trendFacts: Trend[] = market.kind === "industry" ? market.profile.trends : market.niche.trends;
  const trends = trendFacts
    .map((t, i) => ({ t, rank: (matches(t.audience) ? 100 : 0) - i }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ t }) => ({ trend: t.trend, impact: t.impact, description: t.description, adoption: null }));

  const opportunityFacts: Opportunity[] =
    market.kind === "industry" ? market.profile.opportunities : market.niche.opportunities;
  const potentialRank = { high: 3, medium: 2, low: 1 } as const;
  const opportunities = opportunityFacts
    .map((o) => ({ o, rank: (matches(o.audience) ? 10 : 0) + potentialRank[o.potential] + rng.next() }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, 4)
    .map(({ o }) => ({
      title: o.title,
      description: fillTemplate(o.description, { audience: forWhom }),
      potential: o.potential,
      timeToRevenue: o.timeToRevenue,
      startupCost: o.startupCost,
    }));

  const size = figures.size ? { billions: figures.size.value, text: figureText(figures.size) } : null;
  const growth = figures.growth ? { value: figures.growth.value, text: figureText(figures.growth) } : null;
  const { score, reasons } = opportunityScore({
    industry: label,
    regionLabel,
    targetMarket: input.targetMarket,
    growth,
    crowding,
    size,
    audience,
  });

  const lead = trends[0];
  const notes = figures.notes.map(
    (n) => `${n.measures.charAt(0).toUpperCase()}${n.measures.slice(1)}: ${figureText(n)} (${n.year}).`,
  );
  const aiInsights = [
    `${label}: ${marketSentence(figures, what)}.`.replace(/\.\.$/, "."),
    ...notes,
    market.kind === "industry" ? market.profile.advice : market.niche.advice,
    lead && opportunities[0]
      ? `For ${forWhom}, build on "${lead.trend}" and start with "${opportunities[0].title}".`
      : "",
    region.note,
  ]
    .filter(Boolean)
    .join(" ");

  return {
    industry: label,
    targetMarket: input.targetMarket,
    location: input.location,
    growthRate: figures.growth?.value ?? null,
    opportunityScore: score,
    opportunityReasons: reasons,
    competitionLevel,
    marketSize: {
      global: figures.size ? figureText(figures.size) : null,
      valueBillions: figures.size?.unit === "usd-billions" ? figures.size.value : null,
      maturity: null,
      measures: figures.size
        ? `${figures.size.measures.replace(/, (forecast|estimate)$/, "")} (${figures.size.region}, ${figures.size.year}${figures.size.forecast ? " forecast" : ""})`
        : null,
    },
    competitors,
    aiInsights,
    trends,
    regions: figures.regions.map((f) => ({ name: f.region, marketSize: figureText(f), share: null, growthRate: null })),
    opportunities,
    forecast: figures.forecast.map((f) => ({ year: f.year, marketSize: f.value, growthRate: null })),
    sources: figures.sources,
    unknown: [
      ...figures.unknown,
      {
        field: "marketSize.maturity",
        reason: "No published measure of this market's maturity is in our data pack.",
      },
      {
        field: "competitors",
        reason: "No published market shares or revenues of these players in this market are in our data pack.",
      },
      { field: "trends", reason: "No published adoption figures for these trends are in our data pack." },
    ],
  };
}

/** A market we hold no research for: what we don't know, and the researched markets closest to it. */
function unknownMarket(input: MarketAnalysisInput, alternatives: string[]): MarketAnalysisOutput {
  const name = input.industry.trim();
  const closest = alternatives.length ? ` Closest markets we do research: ${alternatives.join(", ")}.` : "";
  return {
    industry: name,
    targetMarket: input.targetMarket,
    location: input.location,
    growthRate: null,
    opportunityScore: 50,
    opportunityReasons: [
      {
        factor: "Market data",
        impact: "neutral",
        detail: `We don't know this market yet: no research on "${name}" is in our data pack.`,
      },
      {
        factor: "Score",
        impact: "neutral",
        detail: "With nothing known, the score stays at the middle (50) and says nothing either way.",
      },
    ],
    competitionLevel: "medium",
    marketSize: { global: null, valueBillions: null, maturity: null, measures: null },
    competitors: [],
    aiInsights: `We don't know this market yet: no sizes, growth, competitors or trends for "${name}" are in our data pack, and we will not borrow another market's figures.${closest} To learn it yourself, list five sellers of it near you, note their prices, and ask ten possible buyers what they use today.`,
    trends: [],
    regions: [],
    opportunities: [],
    forecast: [],
    sources: [],
    unknown: [
      { field: "marketSize", reason: `No published size of the "${name}" market is in our data pack yet.` },
      { field: "growthRate", reason: "No published growth rate for this market is in our data pack yet." },
      { field: "competitors", reason: "We hold no curated list of sellers in this market yet." },
      { field: "trends", reason: "We hold no research on this market's trends yet." },
    ],
  };
}
