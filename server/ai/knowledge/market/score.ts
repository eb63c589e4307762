/**
 * The opportunity score and the reasons behind it (docs/product-rules.md#ai-output-is-checked): each factor adds or
 * removes points and says why, citing the figures the analysis shows.
 */
import type { ScoreReason } from "../../../../shared/contracts/market-analysis";
import type { AudienceProfile } from "./audiences";
import { COMPETITION_SCORE_LABEL } from "../../../../shared/domain/competition";
import { clamp } from "../format";

export type ScoreFactors = {
  industry: string;
  regionLabel: string;
  targetMarket: string;
  growth: number;
  crowding: number;
  maturity: number;
  sizeBillions: number;
  sizeText: string;
  audience: AudienceProfile;
};

const impactOf = (points: number): ScoreReason["impact"] =>
  points >= 1.5 ? "positive" : points <= -1.5 ? "negative" : "neutral";

/** Scores how attractive the market is for a newcomer (0-100) and explains every factor. */
export function opportunityScore(f: ScoreFactors): { score: number; reasons: ScoreReason[] } {
  const growthPts = clamp((f.growth - 8) * 1.6, -15, 25);
  // Competition is scored as openness (higher = less crowded), the same reading as every other screen.
  const openness = 100 - f.crowding;
  const crowdPts = (openness - 45) * 0.35;
  const maturityPts = (50 - f.maturity) * 0.15;
  const audiencePts = f.audience.fit;
  const sizePts = f.sizeBillions >= 100 ? 3 : f.sizeBillions < 5 ? -3 : 0;
  const score = Math.round(clamp(50 + growthPts + crowdPts + maturityPts + audiencePts + sizePts, 5, 98));

  const reasons: ScoreReason[] = [
    {
      factor: "Growth rate",
      impact: impactOf(growthPts),
      detail:
        f.growth >= 12
          ? `${f.industry} grows about ${f.growth}% a year in ${f.regionLabel}, fast enough that new entrants can win buyers who have no provider yet.`
          : f.growth >= 7
            ? `${f.industry} grows about ${f.growth}% a year in ${f.regionLabel}: steady, so growth comes mostly from taking share.`
            : `${f.industry} grows only about ${f.growth}% a year in ${f.regionLabel}, so every customer has to be won from an incumbent.`,
    },
    {
      factor: "Competition",
      impact: impactOf(crowdPts),
      detail:
        f.crowding >= 68
          ? `${COMPETITION_SCORE_LABEL}: ${openness}/100. The market is crowded: big players and many small rivals compete, which raises ad costs.`
          : f.crowding >= 45
            ? `${COMPETITION_SCORE_LABEL}: ${openness}/100. Competition is moderate: room exists for a focused newcomer with a clear angle.`
            : `${COMPETITION_SCORE_LABEL}: ${openness}/100. Competition is light: few established players serve this market well.`,
    },
    {
      factor: "Market maturity",
      impact: impactOf(maturityPts),
      detail:
        f.maturity >= 60
          ? `At ${f.maturity}% maturity buying habits are settled; you will need to displace an existing habit.`
          : `At ${f.maturity}% maturity buyers are still forming habits, which favours new products.`,
    },
    {
      factor: "Target market fit",
      impact: impactOf(audiencePts),
      detail: `${capitalise(f.targetMarket)} ${f.audience.fitReason}.`,
    },
    {
      factor: "Market size",
      impact: impactOf(sizePts),
      detail:
        sizePts > 0
          ? `At ${f.sizeText} the market is large enough that a tiny share is a real business.`
          : sizePts < 0
            ? `At ${f.sizeText} the market is small; a niche here caps how far you can grow.`
            : `At ${f.sizeText} the market is mid-sized: plenty for a small business, less for venture-scale plans.`,
    },
  ];
  return { score, reasons };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
