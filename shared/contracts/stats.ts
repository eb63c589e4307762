/**
 * The product's own figures for the stat tiles (docs/decisions/1440-figures-are-counted.md): `GET /api/stats`, public
 * (the sign-in page shows them) → `{ catalogues, users, fairUseDailyLimit }`. Catalogue sizes are counted rows;
 * the user count is given only from `USERS_SHOWN_FROM` accounts up, else null (a tile then says something true
 * instead). Nothing here is per person.
 */
import { z } from "zod";

/** Below this many accounts the user count is not shown at all. */
export const USERS_SHOWN_FROM = 100;

export const publicStatsSchema = z.object({
  catalogues: z.object({
    /** Trending products tracked by the trend scanner (the curated file plus rows added by scans). */
    trendingProducts: z.number().int().min(0),
    /** Active side hustles. */
    sideHustles: z.number().int().min(0),
    /** Active micro niches. */
    microNiches: z.number().int().min(0),
    /** Suppliers in the reviewed catalogue. */
    suppliers: z.number().int().min(0),
    /** Of those, the ones our published rule marks verified. */
    verifiedSuppliers: z.number().int().min(0),
    /** The trend catalogue's average profit margin, in whole percent (0 when it is empty). */
    averageTrendMargin: z.number().int().min(0),
    /** Built-in hustle challenges. */
    challenges: z.number().int().min(0),
  }),
  /** Enabled HustleForge accounts, or null while fewer than USERS_SHOWN_FROM. */
  users: z.number().int().min(USERS_SHOWN_FROM).nullable(),
  /** The daily ceiling of AI generations the server enforces on Pro ('Unlimited' means this). */
  fairUseDailyLimit: z.number().int().min(1),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
