/**
 * What a user's requests consumed, read from the database: quota units (optionally one quota, optionally one
 * period such as today's `periodKey("day")`) and stored generations. API tests assert that failures consume
 * nothing and successes exactly one unit.
 */
import { and, eq, type SQL } from "drizzle-orm";
import { generations, usageCounters } from "../../shared/schema";
import type { TestApp } from "./test-app";

export async function unitsUsed(app: TestApp, userId: number, quota?: string, period?: string): Promise<number> {
  const where: SQL[] = [eq(usageCounters.userId, userId)];
  if (quota) where.push(eq(usageCounters.quota, quota));
  if (period) where.push(eq(usageCounters.period, period));
  const rows = await app.database.db
    .select()
    .from(usageCounters)
    .where(and(...where));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

export async function generationsStored(app: TestApp, userId: number): Promise<number> {
  return (await app.database.db.select().from(generations).where(eq(generations.userId, userId))).length;
}

/** Units used (every quota) and generations stored. */
export async function consumed(app: TestApp, userId: number): Promise<{ units: number; generations: number }> {
  return { units: await unitsUsed(app, userId), generations: await generationsStored(app, userId) };
}
