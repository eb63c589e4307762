/** The person's own fee rates per channel (fee_overrides, docs/decisions/1060-estimated-fees-from-a-dated-schedule.md). */
import { and, eq, sql } from "drizzle-orm";
import { feeOverrides } from "../../../shared/schema";
import type { Db } from "../../db/client";

export type OwnFeeRate = {
  channel: string;
  optionId: string | null;
  percent: string;
  perOrder: string;
  perUnit: string;
};

export function createFeeRatesRepository(db: Db) {
  return {
    async list(userId: number): Promise<OwnFeeRate[]> {
      return db
        .select({
          channel: feeOverrides.channel,
          optionId: feeOverrides.optionId,
          percent: feeOverrides.percent,
          perOrder: feeOverrides.perOrder,
          perUnit: feeOverrides.perUnit,
        })
        .from(feeOverrides)
        .where(eq(feeOverrides.userId, userId));
    },
    async save(userId: number, rate: OwnFeeRate) {
      const values = {
        optionId: rate.optionId,
        percent: rate.percent,
        perOrder: rate.perOrder,
        perUnit: rate.perUnit,
      };
      await db
        .insert(feeOverrides)
        .values({ userId, channel: rate.channel, ...values })
        .onConflictDoUpdate({
          target: [feeOverrides.userId, feeOverrides.channel],
          set: { ...values, updatedAt: sql`now()` },
        });
    },
    async remove(userId: number, channel: string): Promise<boolean> {
      const rows = await db
        .delete(feeOverrides)
        .where(and(eq(feeOverrides.userId, userId), eq(feeOverrides.channel, channel)))
        .returning({ channel: feeOverrides.channel });
      return rows.length > 0;
    },
  };
}
export type FeeRatesRepository = ReturnType<typeof createFeeRatesRepository>;
