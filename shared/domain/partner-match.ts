/**
 * The partnership finder's vocabularies (docs/spec-notes.md#constants-and-option-lists) and the published match rule
 * (docs/decisions/970).
 *
 * Match score (0-100): each looking-for item is met by certain offerings (OFFERS_MEETING below).
 *   you→them = share of YOUR looking-for items that THEIR offering meets
 *   them→you = share of THEIR looking-for items that YOUR offering meets
 *   score    = round(100 × (you→them + them→you) / 2)
 * Reasons list each item met, in both directions. Without a profile of your own there is no score (null).
 */
export const PARTNER_NICHES = [
  "tech",
  "design",
  "marketing",
  "content",
  "ecommerce",
  "saas",
  "consulting",
  "other",
] as const;
export const PARTNER_EXPERIENCE = ["beginner", "intermediate", "experienced", "expert"] as const;
export const EXPERIENCE_LABELS: Record<(typeof PARTNER_EXPERIENCE)[number], string> = {
  beginner: "Beginner (0-1 years)",
  intermediate: "Intermediate (2-5 years)",
  experienced: "Experienced (5+ years)",
  expert: "Expert (10+ years)",
};
export const AVAILABILITY = ["available", "busy", "selective"] as const;
export const LOOKING_FOR = [
  "Co-founder",
  "Technical Partner",
  "Marketing Partner",
  "Designer",
  "Developer",
  "Content Creator",
  "Business Mentor",
  "Investor",
] as const;
export const OFFERING = [
  "Technical Skills",
  "Marketing Expertise",
  "Design Services",
  "Content Creation",
  "Business Strategy",
  "Funding",
  "Network Connections",
  "Project Management",
] as const;
export const REQUEST_TYPES = ["collaboration", "bundle", "cross_promotion", "joint_venture"] as const;
export const REQUEST_TYPE_LABELS: Record<(typeof REQUEST_TYPES)[number], string> = {
  collaboration: "Collaboration",
  bundle: "Bundle",
  cross_promotion: "Cross Promotion",
  joint_venture: "Joint Venture",
};
export type LookingFor = (typeof LOOKING_FOR)[number];
export type Offering = (typeof OFFERING)[number];

/** Which offerings meet each looking-for item. */
export const OFFERS_MEETING: Record<LookingFor, readonly Offering[]> = {
  "Co-founder": ["Business Strategy", "Project Management", "Technical Skills", "Marketing Expertise"],
  "Technical Partner": ["Technical Skills"],
  "Marketing Partner": ["Marketing Expertise", "Network Connections"],
  Designer: ["Design Services"],
  Developer: ["Technical Skills"],
  "Content Creator": ["Content Creation"],
  "Business Mentor": ["Business Strategy", "Network Connections"],
  Investor: ["Funding"],
};

export type MatchSide = { lookingFor: readonly string[]; offering: readonly string[] };
export type Match = { score: number; reasons: string[] };

/** The looking-for items of `seeker` that `giver` meets, each with the offering that meets it. */
function met(seeker: MatchSide, giver: MatchSide): { wanted: string; offer: string }[] {
  const out: { wanted: string; offer: string }[] = [];
  for (const wanted of seeker.lookingFor) {
    const offer = (OFFERS_MEETING[wanted as LookingFor] ?? []).find((o) => giver.offering.includes(o));
    if (offer) out.push({ wanted, offer });
  }
  return out;
}

export function partnerMatch(viewer: MatchSide, partner: MatchSide): Match {
  const forYou = met(viewer, partner);
  const forThem = met(partner, viewer);
  const share = (n: number, of: number) => (of === 0 ? 0 : n / of);
  const score = Math.round(
    (100 * (share(forYou.length, viewer.lookingFor.length) + share(forThem.length, partner.lookingFor.length))) / 2,
  );
  return {
    score,
    reasons: [
      ...forYou.map((m) => `Offers ${m.offer}: you are looking for a ${m.wanted}`),
      ...forThem.map((m) => `Looking for a ${m.wanted}: you offer ${m.offer}`),
    ],
  };
}

/** "Maya Lopez" → "Maya L."; avatar initials "ML". */
export function partnerName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? "").trim() || "Member";
  const last = (lastName ?? "").trim();
  return last ? `${first} ${last[0].toUpperCase()}.` : first;
}
export function partnerAvatar(firstName: string | null, lastName: string | null): string {
  return `${(firstName ?? "").trim()[0] ?? ""}${(lastName ?? "").trim()[0] ?? ""}`.toUpperCase() || "?";
}

export const MAX_CONNECTIONS_PER_DAY = 20;
