/**
 * Drizzle queries on side_hustles and each user's bookmarks and start-guide ticks (always scoped to the user), and
 * the curated catalogue's upsert at start.
 */
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { sideHustleBookmarks, sideHustleChecklist, sideHustles, type SideHustleRow } from "../../../shared/schema";
import type { SideHustlesQuery } from "../../../shared/contracts/side-hustles";
import type { Db } from "../../db/client";

type NewSideHustle = typeof sideHustles.$inferInsert;

export type HustleWithBookmark = SideHustleRow & { bookmarked: boolean };

export function createSideHustlesRepository(db: Db) {
  const bookmarked = (userId: number) =>
    sql<boolean>`exists (select 1 from ${sideHustleBookmarks} b where b.hustle_id = ${sideHustles.id} and b.user_id = ${userId})`;

  return {
    /** Active hustles matching every filter, in the catalogue's order, each with this user's bookmark. */
    async list(userId: number, filters: SideHustlesQuery): Promise<HustleWithBookmark[]> {
      const parts: SQL[] = [eq(sideHustles.isActive, true)];
      if (filters.category) parts.push(eq(sideHustles.category, filters.category));
      if (filters.difficulty) parts.push(eq(sideHustles.difficultyLevel, filters.difficulty));
      if (filters.bookmarked === "true") parts.push(bookmarked(userId));
      if (filters.bookmarked === "false") parts.push(sql`not ${bookmarked(userId)}`);
      const rows = await db
        .select({ hustle: sideHustles, bookmarked: bookmarked(userId) })
        .from(sideHustles)
        .where(and(...parts))
        .orderBy(asc(sideHustles.sortOrder), asc(sideHustles.id));
      return rows.map((r) => ({ ...r.hustle, bookmarked: Boolean(r.bookmarked) }));
    },

    async find(userId: number, id: number): Promise<HustleWithBookmark | undefined> {
      const [row] = await db
        .select({ hustle: sideHustles, bookmarked: bookmarked(userId) })
        .from(sideHustles)
        .where(and(eq(sideHustles.id, id), eq(sideHustles.isActive, true)))
        .limit(1);
      return row && { ...row.hustle, bookmarked: Boolean(row.bookmarked) };
    },

    async bookmark(userId: number, hustleId: number): Promise<void> {
      await db.insert(sideHustleBookmarks).values({ userId, hustleId }).onConflictDoNothing();
    },

    async unbookmark(userId: number, hustleId: number): Promise<void> {
      await db
        .delete(sideHustleBookmarks)
        .where(and(eq(sideHustleBookmarks.userId, userId), eq(sideHustleBookmarks.hustleId, hustleId)));
    },

    /** This user's ticks of one hustle. */
    async ticks(userId: number, hustleId: number): Promise<{ kind: string; itemIndex: number }[]> {
      return db
        .select({ kind: sideHustleChecklist.kind, itemIndex: sideHustleChecklist.itemIndex })
        .from(sideHustleChecklist)
        .where(and(eq(sideHustleChecklist.userId, userId), eq(sideHustleChecklist.hustleId, hustleId)));
    },

    async tick(userId: number, hustleId: number, kind: string, itemIndex: number, done: boolean): Promise<void> {
      if (done) {
        await db.insert(sideHustleChecklist).values({ userId, hustleId, kind, itemIndex }).onConflictDoNothing();
        return;
      }
      await db
        .delete(sideHustleChecklist)
        .where(
          and(
            eq(sideHustleChecklist.userId, userId),
            eq(sideHustleChecklist.hustleId, hustleId),
            eq(sideHustleChecklist.kind, kind),
            eq(sideHustleChecklist.itemIndex, itemIndex),
          ),
        );
    },

    /** One upsert by slug: every row of the catalogue file, so a restart changes nothing and an edited file updates. */
    async upsertCatalogue(rows: NewSideHustle[]): Promise<void> {
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(sideHustles)
        .values(rows)
        .onConflictDoUpdate({
          target: sideHustles.slug,
          set: {
            title: excluded("title"),
            category: excluded("category"),
            description: excluded("description"),
            difficultyLevel: excluded("difficulty_level"),
            timeInvestment: excluded("time_investment"),
            potentialEarnings: excluded("potential_earnings"),
            startupCost: excluded("startup_cost"),
            requirements: excluded("requirements"),
            steps: excluded("steps"),
            sortOrder: excluded("sort_order"),
            isActive: excluded("is_active"),
          },
        });
    },
  };
}
