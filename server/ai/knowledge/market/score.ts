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
  /** Yearly growth from the data pack and its text ("2.1%"), or null when no source gives it. */
  growth: { value: number; text: string } | null;
  crowding: number;
  /** The market's size from the data pack, or null when no source gives it. */
  size: { billions: number; text: string } | null;
  audience: AudienceProfile;
};

const impactOf = (points: number): ScoreReason["impact"] =>
  points >= 1.5 ? "positive" : points <= -1.5 ? "negative" : "neutral";

/** Scores how attractive the market is for a newcomer (0-100) and explains every factor. */
export function opportunityScore(f: ScoreFactors): { score: number; reasons: ScoreReason[] } {
  // A factor with no sourced figure adds nothing and says so (D20): the score never rests on an invented number.
  const growthPts = f.growth ? clamp((f.growth.value - 8) * 1.6, -15, 25) : 0;
  // Competition is scored as openness (higher = less crowded), the same reading as every other screen.
  const openness = 100 - f.crowding;
  const crowdPts = (openness - 45) * 0.35;
  const audiencePts = f.audience.fit;
  const sizePts = !f.size ? 0 : f.size.billions >= 100 ? 3 : f.size.billions < 5 ? -3 : 0;
  const score = Math.round(clamp(50 + growthPts + crowdPts + audiencePts + sizePts, 5, 98));

  const g = f.growth;
  const reasons: ScoreReason[] = [
    {
      factor: "Growth rate",
      impact: impactOf(growthPts),
      detail: !g
        ? `No published growth rate for ${f.industry} is in our data pack, so growth neither adds nor takes points.`
        : g.value >= 12
          ? `${f.industry} grows about ${g.text} a year (see sources), fast enough that new entrants can win buyers who have no provider yet.`
          : g.value >= 7
            ? `${f.industry} grows about ${g.text} a year (see sources): steady, so growth comes mostly from taking share.`
            : `${f.industry} grows about ${g.text} a year (see sources), so most customers have to be won from an incumbent.`,
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
      factor: "Target market fit",
      impact: impactOf(audiencePts),
      detail: `${capitalise(f.targetMarket)} ${f.audience.fitReason}.`,
    },
    {
      factor: "Market size",
      impact: impactOf(sizePts),
      detail: !f.size
        ? `No published size of this market in ${f.regionLabel} is in our data pack, so size neither adds nor takes points.`
        : sizePts > 0
          ? `At ${f.size.text} (see sources) the market is large enough that a tiny share is a real business.`
          : sizePts < 0
            ? `At ${f.size.text} (see sources) the market is small; a niche here caps how far you can grow.`
            : `At ${f.size.text} (see sources) the market is mid-sized: plenty for a small business, less for venture-scale plans.`,
    },
  ];
  return { score, reasons };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
