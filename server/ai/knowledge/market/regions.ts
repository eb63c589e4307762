/**
 * How each region reshapes a market: its share of the global size, growth and competition offsets,
 * and the sub-markets listed in the regional breakdown. Shares are rounded typical splits of digital spend.
 */
import type { MarketRegion } from "../../../../shared/contracts/market-analysis";

export type RegionProfile = {
  label: string;
  /** Share of the global market this region holds, before the industry's own tilt. */
  share: number;
  /** Percentage points added to the industry's growth rate. */
  growth: number;
  /** Points added to crowding (how many competitors fight for buyers). */
  crowding: number;
  /** Points added to maturity. */
  maturity: number;
  /** The breakdown shown in the regions list: name, share of this region, growth offset. */
  parts: { name: string; share: number; growth: number }[];
  /** A sentence on what selling in this region means. */
  note: string;
};

export const REGIONS: Record<MarketRegion, RegionProfile> = {
  global: {
    label: "Global",
    share: 1,
    growth: 0,
    crowding: 0,
    maturity: 0,
    parts: [
      { name: "North America", share: 36, growth: -1 },
      { name: "Asia-Pacific", share: 31, growth: 2.5 },
      { name: "Europe", share: 24, growth: -1.5 },
      { name: "Latin America", share: 5, growth: 3.5 },
      { name: "Middle East & Africa", share: 4, growth: 4.5 },
    ],
    note: "Selling worldwide means English-first marketing, global payment methods and time-zone-proof support.",
  },
  "north-america": {
    label: "North America",
    share: 0.36,
    growth: -1,
    crowding: 8,
    maturity: 8,
    parts: [
      { name: "United States", share: 86, growth: 0 },
      { name: "Canada", share: 9, growth: -0.5 },
      { name: "Mexico", share: 5, growth: 3 },
    ],
    note: "North American buyers pay the highest prices but expect polished brands and compete for attention with well-funded rivals.",
  },
  europe: {
    label: "Europe",
    share: 0.24,
    growth: -1.5,
    crowding: 3,
    maturity: 6,
    parts: [
      { name: "United Kingdom", share: 24, growth: 0 },
      { name: "Germany", share: 22, growth: -0.5 },
      { name: "France", share: 16, growth: -0.5 },
      { name: "Nordics & Benelux", share: 17, growth: 0.5 },
      { name: "Southern & Eastern Europe", share: 21, growth: 1.5 },
    ],
    note: "Europe rewards local languages and GDPR-clean data practices; one product can reach many countries through the single market.",
  },
  "asia-pacific": {
    label: "Asia-Pacific",
    share: 0.31,
    growth: 2.5,
    crowding: 6,
    maturity: -2,
    parts: [
      { name: "China", share: 45, growth: 0.5 },
      { name: "Japan & South Korea", share: 24, growth: -1 },
      { name: "India", share: 11, growth: 5 },
      { name: "Southeast Asia", share: 12, growth: 4 },
      { name: "Australia & New Zealand", share: 8, growth: -0.5 },
    ],
    note: "Asia-Pacific is mobile-first and super-app driven; partnering with local platforms beats building your own channel.",
  },
  "emerging-markets": {
    label: "Emerging Markets",
    share: 0.09,
    growth: 4.5,
    crowding: -14,
    maturity: -16,
    parts: [
      { name: "Latin America", share: 38, growth: 0 },
      { name: "South & Southeast Asia", share: 30, growth: 1 },
      { name: "Middle East", share: 18, growth: 0.5 },
      { name: "Africa", share: 14, growth: 2 },
    ],
    note: "Emerging markets grow fastest with fewer established rivals, but need low price points, local payment methods and mobile-money support.",
  },
};
