/**
 * The migration that adds the expense and new-customer month rollups
 * (docs/decisions/1055-expense-and-new-customer-months.md) fills them from the expenses and buyers already there, on
 * both databases, and from then on its triggers keep them through inserts, updates, deletes (also by cascade from
 * an import and from the person) and upserts of customer_firsts.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseBefore, MIGRATION_TEST_TIMEOUT_MS } from "../support/migration-before";
import { monthRollupsOff } from "../support/order-totals";

describe("migration 0037_expense_and_new_customer_months", () => {
  it(
    "fills both rollups from the existing rows and keeps them after",
    { timeout: MIGRATION_TEST_TIMEOUT_MS },
    async () => {
      const { database, migrateRest, close } = await databaseBefore("0037_expense_and_new_customer_months");
      try {
        const db = database.db;
        const ids = (
          await db.execute<{ id: number }>(
            sql`insert into users (email, username) values ('mr@example.test', 'mr'), ('mr2@example.test', 'mr2') returning id`,
          )
        ).rows.map((r) => r.id);
        const [a, b] = ids;
        await db.execute(sql`
        insert into expenses (user_id, spent_on, category, amount, currency, source, external_id, platform, campaign)
        values (${a}, '2026-10-31T23:30:00-02:00', 'ads', 12.50, 'USD', 'meta', 'm1', 'meta', 'C1'),
               (${a}, '2026-11-03T00:00:00Z', 'ads', 7.25, 'USD', 'meta', 'm2', 'meta', 'C1'),
               (${a}, '2026-11-04T00:00:00Z', 'ads', 3.00, 'EUR', 'google', 'g1', 'google', 'C2'),
               (${a}, '2026-11-05T00:00:00Z', 'software', -2.00, 'USD', null, null, null, null),
               (${b}, '2026-09-05T00:00:00Z', 'ads', 1.00, 'USD', null, null, null, null)`);
        await db.execute(sql`
        insert into customer_firsts (user_id, customer_key, first_at, orders)
        values (${a}, 'x', '2026-10-31T23:30:00-02:00', 2), (${a}, 'y', '2026-11-20T00:00:00Z', 1),
               (${a}, 'z', '2026-10-02T00:00:00Z', 1), (${b}, 'x', '2026-09-01T00:00:00Z', 1)`);

        await migrateRest();
        const expenses = await db.execute<Record<string, unknown>>(sql`
        select user_id, month::text as month, category, source, platform, currency, expenses, amount::text as amount
          from expense_month_totals order by user_id, month, category, source, currency`);
        expect(expenses.rows).toEqual([
          // 23:30 at UTC-2 on Oct 31 is Nov 1 in UTC: the month is the UTC one.
          {
            user_id: a,
            month: "2026-11-01",
            category: "ads",
            source: "google",
            platform: "google",
            currency: "EUR",
            expenses: 1,
            amount: "3.00",
          },
          {
            user_id: a,
            month: "2026-11-01",
            category: "ads",
            source: "meta",
            platform: "meta",
            currency: "USD",
            expenses: 2,
            amount: "19.75",
          },
          {
            user_id: a,
            month: "2026-11-01",
            category: "software",
            source: "",
            platform: "",
            currency: "USD",
            expenses: 1,
            amount: "-2.00",
          },
          {
            user_id: b,
            month: "2026-09-01",
            category: "ads",
            source: "",
            platform: "",
            currency: "USD",
            expenses: 1,
            amount: "1.00",
          },
        ]);
        const firsts = await db.execute<Record<string, unknown>>(sql`
        select user_id, month::text as month, customers from customer_first_months order by user_id, month`);
        expect(firsts.rows).toEqual([
          { user_id: a, month: "2026-10-01", customers: 1 },
          { user_id: a, month: "2026-11-01", customers: 2 },
          { user_id: b, month: "2026-09-01", customers: 1 },
        ]);
        expect(await monthRollupsOff(db)).toEqual([]);

        // Kept after: an update moving an expense's month, category and amount; an upsert moving a buyer's first
        // order earlier and adding one; deletes; the person deleted (every row of theirs goes, by cascade).
        await db.execute(
          sql`update expenses set spent_on = '2026-12-01T00:00:00Z', amount = 9.99 where external_id = 'm2'`,
        );
        await db.execute(sql`update expenses set category = 'other' where user_id = ${a} and category = 'software'`);
        await db.execute(sql`
        insert into customer_firsts as t (user_id, customer_key, first_at, orders)
        values (${a}, 'y', '2026-08-01T00:00:00Z', 1), (${a}, 'w', '2026-08-02T00:00:00Z', 1)
        on conflict (user_id, customer_key) do update set orders = t.orders + excluded.orders, first_at = least(t.first_at, excluded.first_at)`);
        await db.execute(sql`delete from customer_firsts where user_id = ${a} and customer_key = 'z'`);
        await db.execute(sql`delete from expenses where external_id = 'g1'`);
        expect(await monthRollupsOff(db)).toEqual([]);
        const months = await db.execute<{ month: string; customers: number }>(
          sql`select month::text as month, customers from customer_first_months where user_id = ${a} order by month`,
        );
        expect(months.rows).toEqual([
          { month: "2026-08-01", customers: 2 },
          { month: "2026-11-01", customers: 1 },
        ]);
        await db.execute(sql`delete from users where id = ${a}`);
        expect(await monthRollupsOff(db)).toEqual([]);
        const left = await db.execute<{ n: number }>(sql`
        select (select count(*) from expense_month_totals where user_id = ${a})
             + (select count(*) from customer_first_months where user_id = ${a}) as n`);
        expect(Number(left.rows[0].n)).toBe(0);
      } finally {
        await close();
      }
    },
  );
});
