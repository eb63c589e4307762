/**
 * Target markets as the offline engine understands them: free text is read by the understanding layer
 * (lexicon + stemming, so "uni students" and "Gen Z" are read as every other tool reads them) into one of a
 * few audience kinds (most specific first: 'young professionals' are professionals), each of which shifts trend adoption, growth and the opportunities ranked first.
 */
import type { AudienceTag } from "./types";
import type { ConceptId } from "../../understanding/lexicon";
import { understand } from "../../understanding/understand";

export type AudienceProfile = {
  tag: AudienceTag | "general";
  /** The understanding layer's audience concepts that mean this kind (decision 1485). */
  concepts: ConceptId[];
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
    concepts: ["smallBusinesses"],
    adoptionLift: 6,
    growth: 1.5,
    fit: 7,
    fitReason: "buy on return on investment and pay recurring fees, but need proof and longer sales cycles",
  },
  {
    tag: "professional",
    concepts: ["professionals"],
    adoptionLift: 8,
    growth: 1,
    fit: 6,
    fitReason: "have income, pay for time savings and are reachable through LinkedIn, newsletters and search",
  },
  {
    tag: "creator",
    concepts: ["creators", "gamers"],
    adoptionLift: 12,
    growth: 2.5,
    fit: 3,
    fitReason: "are early adopters who spread tools by word of mouth, but their incomes are uneven",
  },
  {
    tag: "family",
    concepts: ["parents"],
    adoptionLift: 4,
    growth: 0,
    fit: 2,
    fitReason: "spend reliably on trusted brands but are price-sensitive and slower to try new ones",
  },
  {
    tag: "youth",
    concepts: ["students"],
    adoptionLift: 14,
    growth: 2,
    fit: 4,
    fitReason: "adopt new apps fast and are reachable cheaply on social video, though they spend less per head",
  },
  {
    tag: "senior",
    concepts: ["seniors"],
    adoptionLift: -6,
    growth: -0.5,
    fit: 1,
    fitReason: "hold more wealth but adopt digital products slowly and need hands-on support",
  },
];

const GENERAL: AudienceProfile = {
  tag: "general",
  concepts: [],
  adoptionLift: 0,
  growth: 0,
  fit: 0,
  fitReason: "is broad, so marketing must pick a sharper first customer group",
};

/** The audience kind a free-text target market names (first kind in order wins), or a general one. */
export function audienceFor(targetMarket: string): AudienceProfile {
  const named = new Set(understand(targetMarket).concepts);
  return AUDIENCES.find((audience) => audience.concepts.some((c) => named.has(c))) ?? GENERAL;
}
