/**
 * Migration 0038 (docs/decisions/1075-one-stripe-connection.md) keeps the oldest of a person's Stripe connections,
 * leaves their Shopify shops and other people's connections alone, and from then on refuses a second Stripe one.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";

describe("migration 0038_one_stripe_connection", () => {
  it("keeps one Stripe connection per person", { timeout: MIGRATION_TEST_TIMEOUT_MS }, async () => {
    const { database, migrateRest, close } = await databaseBefore("0038_one_stripe_connection");
    try {
      const db = database.db;
      const [ann, bo] = (
        await db.execute<{ id: number }>(
          sql`insert into users (email, username) values ('ann@example.test', 'ann'), ('bo@example.test', 'bo') returning id`,
        )
      ).rows;
      await db.execute(sql`
        insert into shop_connections (user_id, provider, shop_domain, secret_sealed, account_name)
        values (${ann.id}, 'stripe', null, 's1', 'first'),
               (${ann.id}, 'stripe', null, 's2', 'second'),
               (${ann.id}, 'shopify', 'ann.myshopify.com', 's3', 'shop'),
               (${bo.id}, 'stripe', null, 's4', 'bo')`);

      await migrateRest();
      const rows = await db.execute<{ user_id: number; provider: string; account_name: string }>(
        sql`select user_id, provider, account_name from shop_connections order by id`,
      );
      expect(rows.rows).toEqual([
        { user_id: ann.id, provider: "stripe", account_name: "first" },
        { user_id: ann.id, provider: "shopify", account_name: "shop" },
        { user_id: bo.id, provider: "stripe", account_name: "bo" },
      ]);
      await expect(
        db.execute(
          sql`insert into shop_connections (user_id, provider, secret_sealed) values (${bo.id}, 'stripe', 's5')`,
        ),
      ).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
