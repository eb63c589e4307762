/**
 * The offline market analysis: curated industry, region and audience knowledge combined into one
 * deterministic answer. The industry picks the profile; the region picks the market's size and growth (one
 * figure per industry and region, from the taxonomy), its competition and the players that sell there; the
 * target market shifts trend adoption and ranking. A competitor's revenue is its share of the market shown.
 */
import type { MarketAnalysisInput, MarketAnalysisOutput } from "../../../../shared/contracts/market-analysis";
import { audienceFor } from "./audiences";
import { industryProfileFor } from "./index";
import { REGIONS } from "./regions";
import { opportunityScore } from "./score";
import { clamp, formatBillions, round1 } from "../format";
import { seededRandom } from "../seed";
import { fillTemplate } from "../template";
import { audiencePhrase } from "../slots";
import { marketFigures, WORLD_REGIONS, type IndustryKey } from "../taxonomy";

const FORECAST_YEARS = 6;

/** Builds the offline analysis for one request; `year` is the first forecast year (defaults to this year). */
export function composeMarketAnalysis(
  input: MarketAnalysisInput,
  year = new Date().getUTCFullYear(),
): MarketAnalysisOutput {
  const { profile, exact } = industryProfileFor(input.industry);
  const region = REGIONS[input.location];
  const audience = audienceFor(input.targetMarket);
  const rng = seededRandom(
    `market|${profile.value}|${input.industry.toLowerCase()}|${input.targetMarket.toLowerCase()}|${input.location}`,
  );
  const industry = exact ? profile.label : input.industry;

  // Size and growth are the market's, the same whoever asks; the audience moves adoption, not the market.
  const figures = marketFigures(profile.value as IndustryKey, input.location);
  const sizeBillions = figures.sizeBillions;
  const growth = figures.growth;
  const maturity = Math.round(clamp(profile.maturity + region.maturity, 5, 95));
  const crowding = Math.round(clamp(profile.crowding + region.crowding, 5, 95));
  const competitionLevel = crowding < 45 ? "low" : crowding < 68 ? "medium" : "high";
  const sizeText = figures.sizeText;

  // Only players that sell in the region are listed. Regional champions gain share at home; the listed
  // players keep the share of the market they hold together worldwide.
  const present = profile.competitors.filter((c) => input.location === "global" || c.regions.includes(input.location));
  const listedTotal = Math.min(
    95,
    present.reduce((sum, c) => sum + c.share, 0),
  );
  const weighted = present.map((c) => {
    const w = input.location === "global" ? 1 : c.home === input.location ? 2.4 : 0.7;
    return { ...c, weight: c.share * w * (1 + rng.jitter(0.08)) };
  });
  const weightTotal = weighted.reduce((sum, c) => sum + c.weight, 0);
  const competitors = weighted
    .map((c) => {
      const marketShare = Math.floor((c.weight / weightTotal) * listedTotal * 10) / 10;
      return {
        name: c.name,
        marketShare,
        description: c.description,
        // Revenue in the market shown: its share of it, so it can never exceed the market.
        revenue: formatBillions((marketShare / 100) * sizeBillions),
        trend: c.trend,
      };
    })
    .sort((a, b) => b.marketShare - a.marketShare)
    .slice(0, 6);

  const matches = (tags: string[]) => audience.tag !== "general" && tags.includes(audience.tag);
  const trends = profile.trends
    .map((t) => ({
      trend: t.trend,
      impact: t.impact,
      description: t.description,
      adoption: Math.round(
        clamp(
          t.adoption +
            (matches(t.audience) ? audience.adoptionLift : -audience.adoptionLift / 3) -
            region.maturity / 3 +
            rng.jitter(2),
          1,
          95,
        ),
      ),
      rank: (matches(t.audience) ? 100 : 0) + t.adoption,
    }))
    .sort((a, b) => b.rank - a.rank)
    .map(({ rank: _rank, ...t }) => t);

  const potentialRank = { high: 3, medium: 2, low: 1 } as const;
  const opportunities = profile.opportunities
    .map((o) => ({ o, rank: (matches(o.audience) ? 10 : 0) + potentialRank[o.potential] + rng.next() }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, 4)
    .map(({ o }) => ({
      title: o.title,
      description: fillTemplate(o.description, { audience: audiencePhrase(input.targetMarket, "your customers") }),
      potential: o.potential,
      timeToRevenue: o.timeToRevenue,
      startupCost: o.startupCost,
    }));

  // The global answer breaks down into the four regions with their own figures (the same as each region's own
  // answer); a region's answer into its countries.
  const regions =
    input.location === "global"
      ? WORLD_REGIONS.map((key) => {
          const part = marketFigures(profile.value as IndustryKey, key);
          return {
            name: REGIONS[key].label,
            marketSize: part.sizeText,
            share: part.sharePercent,
            growthRate: part.growth,
          };
        })
      : region.parts.map((p) => ({
          name: p.name,
          marketSize: formatBillions((sizeBillions * p.share) / 100),
          share: p.share,
          growthRate: round1(growth + p.growth),
        }));

  // Growth slows a little each year as the market matures.
  const forecast: MarketAnalysisOutput["forecast"] = [];
  let size = sizeBillions;
  for (let i = 0; i < FORECAST_YEARS; i++) {
    const rate = i === 0 ? growth : round1(growth * (1 - 0.05 * i));
    if (i > 0) size *= 1 + rate / 100;
    forecast.push({ year: year + i, marketSize: round1(size), growthRate: rate });
  }

  const { score, reasons } = opportunityScore({
    industry,
    regionLabel: region.label === "Global" ? "the global market" : region.label,
    targetMarket: input.targetMarket,
    growth,
    crowding,
    maturity,
    sizeBillions,
    sizeText,
    audience,
  });

  const lead = trends[0];
  const aiInsights = [
    exact
      ? ""
      : `We hold no curated profile for "${input.industry}", so these figures draw on the closest market we know (${profile.label}).`,
    `${exact ? industry : profile.label} in ${region.label === "Global" ? "the global market" : region.label} is worth about ${sizeText} and grows around ${growth}% a year, reaching roughly ${formatBillions(forecast[forecast.length - 1].marketSize)} by ${forecast[forecast.length - 1].year}.`,
    profile.advice,
    `For ${audiencePhrase(input.targetMarket, "your customers")}, build on "${lead.trend}" (about ${lead.adoption}% adoption) and start with "${opportunities[0].title}".`,
    region.note,
  ]
    .filter(Boolean)
    .join(" ");

  return {
    industry,
    targetMarket: input.targetMarket,
    location: input.location,
    growthRate: growth,
    opportunityScore: score,
    opportunityReasons: reasons,
    competitionLevel,
    marketSize: { global: sizeText, valueBillions: round1(sizeBillions), maturity },
    competitors,
    aiInsights,
    trends,
    regions,
    opportunities,
    forecast,
  };
}
