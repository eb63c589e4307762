/**
 * Target markets as the offline engine understands them: free text is matched on keywords to one of a
 * few audience kinds (most specific first: 'young professionals' are professionals), each of which shifts trend adoption, growth and the opportunities ranked first.
 */
import type { AudienceTag } from "./types";

export type AudienceProfile = {
  tag: AudienceTag | "general";
  keywords: string[];
  /** Adoption points added to trends that speak to this audience (and taken from those that do not). */
  adoptionLift: number;
  /** Percentage points of growth this audience adds (young, digital buyers grow spend faster). */
  growth: number;
  /** Points added to the opportunity score for how reachable and willing to pay the audience is. */
  fit: number;
  /** Why the audience helps or hurts, for the score reasons. */
  fitReason: string;
};

const AUDIENCES: AudienceProfile[] = [
  {
    tag: "business",
    keywords: [
      "business",
      "businesses",
      "small business",
      "smb",
      "sme",
      "b2b",
      "startup",
      "startups",
      "entrepreneur",
      "entrepreneurs",
      "company",
      "companies",
      "owners",
      "agency",
      "agencies",
    ],
    adoptionLift: 6,
    growth: 1.5,
    fit: 7,
    fitReason: "buy on return on investment and pay recurring fees, but need proof and longer sales cycles",
  },
  {
    tag: "professional",
    keywords: [
      "professional",
      "professionals",
      "millennial",
      "millennials",
      "worker",
      "workers",
      "employee",
      "remote",
      "freelancer",
      "freelancers",
      "27-42",
    ],
    adoptionLift: 8,
    growth: 1,
    fit: 6,
    fitReason: "have income, pay for time savings and are reachable through LinkedIn, newsletters and search",
  },
  {
    tag: "creator",
    keywords: [
      "creator",
      "creators",
      "influencer",
      "influencers",
      "youtuber",
      "streamer",
      "streamers",
      "artist",
      "artists",
    ],
    adoptionLift: 12,
    growth: 2.5,
    fit: 3,
    fitReason: "are early adopters who spread tools by word of mouth, but their incomes are uneven",
  },
  {
    tag: "family",
    keywords: ["parent", "parents", "families", "family", "moms", "dads", "household", "households", "kids"],
    adoptionLift: 4,
    growth: 0,
    fit: 2,
    fitReason: "spend reliably on trusted brands but are price-sensitive and slower to try new ones",
  },
  {
    tag: "youth",
    keywords: [
      "gen z",
      "gen-z",
      "genz",
      "student",
      "students",
      "teen",
      "teens",
      "young",
      "college",
      "university",
      "18-2",
    ],
    adoptionLift: 14,
    growth: 2,
    fit: 4,
    fitReason: "adopt new apps fast and are reachable cheaply on social video, though they spend less per head",
  },
  {
    tag: "senior",
    keywords: [
      "senior",
      "seniors",
      "retiree",
      "retirees",
      "55+",
      "older",
      "boomer",
      "boomers",
      "elderly",
      "gen x",
      "gen-x",
    ],
    adoptionLift: -6,
    growth: -0.5,
    fit: 1,
    fitReason: "hold more wealth but adopt digital products slowly and need hands-on support",
  },
];

const GENERAL: AudienceProfile = {
  tag: "general",
  keywords: [],
  adoptionLift: 0,
  growth: 0,
  fit: 0,
  fitReason: "is broad, so marketing must pick a sharper first customer group",
};

/** The audience kind a free-text target market matches (first keyword hit wins), or a general one. */
export function audienceFor(targetMarket: string): AudienceProfile {
  const text = ` ${targetMarket.toLowerCase()} `;
  for (const audience of AUDIENCES) {
    if (audience.keywords.some((k) => text.includes(k))) return audience;
  }
  return GENERAL;
}
