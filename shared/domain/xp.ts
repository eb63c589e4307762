/** The XP ledger's sources and keys (one row per thing that earned XP; the key makes it count once). */
export const XP_SOURCES = ["challenge", "roadmap"] as const;
export type XpSource = (typeof XP_SOURCES)[number];

/** The ledger key of a completed challenge. */
export const challengeXpKey = (challengeId: number) => `challenge:${challengeId}`;
