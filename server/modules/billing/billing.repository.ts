/** Drizzle queries of the billing module: Stripe ids on users and the processed-event table. */
import { and, eq, isNull, sql } from "drizzle-orm";
import { stripeEvents, users, type User } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { forgetUser } from "../../users/users.repository";

export function createBillingRepository(db: Db) {
  return {
    async findUser(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByCustomerId(customerId: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
      return row;
    },

    /** Stores the customer only if the user has none yet; answers the customer id that is stored afterwards. */
    async claimCustomer(userId: number, customerId: string): Promise<string | null> {
      forgetUser(userId);
      const [row] = await db
        .update(users)
        .set({ stripeCustomerId: customerId, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)))
        .returning({ customerId: users.stripeCustomerId });
      if (row) return row.customerId;
      const [current] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
      return current?.customerId ?? null;
    },

    /**
     * Records a new subscription if the stored one is still `previous` (compare-and-set): of two parallel
     * checkouts only one writes. Marks the trial as used in the same statement.
     */
    async claimSubscription(
      userId: number,
      previous: string | null,
      next: { id: string; status: string; trial: boolean },
    ): Promise<boolean> {
      forgetUser(userId);
      const rows = await db
        .update(users)
        .set({
          stripeSubscriptionId: next.id,
          stripeSubscriptionStatus: next.status,
          hadTrial: next.trial ? true : sql`${users.hadTrial}`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(users.id, userId),
            previous === null ? isNull(users.stripeSubscriptionId) : eq(users.stripeSubscriptionId, previous),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Stores Stripe's status of the user's current subscription when the plan itself does not change. */
    async setSubscriptionStatus(userId: number, subscriptionId: string, status: string): Promise<void> {
      forgetUser(userId);
      await db
        .update(users)
        .set({ stripeSubscriptionStatus: status, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.stripeSubscriptionId, subscriptionId)));
    },

    /** Claims a webhook event id; false when it was already claimed (a duplicate or parallel delivery). */
    async claimEvent(id: string, type: string): Promise<boolean> {
      const rows = await db
        .insert(stripeEvents)
        .values({ id, type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return rows.length > 0;
    },

    /** Gives an event id back after processing failed, so Stripe's retry is processed. */
    async releaseEvent(id: string): Promise<void> {
      await db.delete(stripeEvents).where(eq(stripeEvents.id, id));
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
