/** Shapes of the curated market knowledge the offline engine draws on. */
import type { MarketRegion } from "../../../../shared/contracts/market-analysis";

export type Level = "low" | "medium" | "high";
/** Who a trend or opportunity speaks to most; the target market shifts adoption and ranking by it. */
export type AudienceTag = "youth" | "professional" | "business" | "family" | "senior" | "creator";

export type CompetitorFact = {
  name: string;
  /** Global share in percent (the listed players leave room for a long tail). */
  share: number;
  description: string;
  revenue: string;
  trend: "up" | "stable" | "down";
  /** The region where the player is strongest; its share grows there and shrinks elsewhere. */
  home?: Exclude<MarketRegion, "global">;
};

export type TrendFact = {
  trend: string;
  impact: Level;
  description: string;
  /** Adoption in percent among a general audience. */
  adoption: number;
  audience: AudienceTag[];
};

export type OpportunityFact = {
  title: string;
  /** `{audience}` is replaced by the target market. */
  description: string;
  potential: Level;
  timeToRevenue: string;
  startupCost: string;
  audience: AudienceTag[];
};

export type IndustryProfile = {
  value: string;
  label: string;
  /** Words that map free-text industries onto this profile. */
  keywords: string[];
  /** Global market size in billions of US dollars, this year. */
  sizeBillions: number;
  /** Yearly growth in percent. */
  cagr: number;
  /** Market maturity in percent. */
  maturity: number;
  /** How crowded the market is, 0-100. */
  crowding: number;
  competitors: CompetitorFact[];
  trends: TrendFact[];
  opportunities: OpportunityFact[];
  /** One industry-specific piece of advice for the insights paragraph. */
  advice: string;
  /** Regions where this industry is unusually strong: extra share multiplier and growth points. */
  regionTilt?: Partial<Record<Exclude<MarketRegion, "global">, { share?: number; growth?: number }>>;
};
