/**
 * The shared path's database round trips (docs/decisions/842-one-read-for-session-and-user.md,
 * docs/decisions/843-ai-limit-and-quota-in-one-statement.md): every statement any layer sends is counted at the pg
 * client while one request runs, after a first request has settled what is written once (the session's first
 * `seenAt`, the minute's last-active time). Runs on both databases like every API test.
 */
import { afterEach, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";

const app = useTestApp();

const original = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = original;
});

/** The statements sent while `run` runs, as one-line texts. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: Parameters<typeof original>) {
    const first: unknown = args[0];
    const text = typeof first === "string" ? first : (first as { text?: string } | null)?.text;
    seen.push((text ?? "?").replace(/\s+/g, " ").trim().slice(0, 120));
    return original.apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

const niches = { industry: "content", budget: "0-500", targetMarket: "gen-z", skills: ["editing"], interests: [] };

it("reads a signed-in list in two statements: the session with its user, then the list", async () => {
  const { client } = await signedInUser(app);
  expect((await client.get("/api/business-ideas")).status).toBe(200);
  let status = 0;
  const seen = await statementsOf(async () => {
    status = (await client.get("/api/business-ideas")).status;
  });
  expect(status).toBe(200);
  expect(seen, seen.join("\n")).toHaveLength(2);
});

it("answers GET /api/auth/user in one statement: the session with its user, whose row carries the XP total", async () => {
  const { client, user } = await signedInUser(app);
  // Two awards in one statement and one more: the trigger keeps the row's total equal to the ledger's sum.
  await app.database.pool.query(
    `insert into xp_events (user_id, source, source_key, xp) values ($1, 'roadmap', 'a', 10), ($1, 'roadmap', 'b', 15)`,
    [user.id],
  );
  await app.database.pool.query(
    `insert into xp_events (user_id, source, source_key, xp) values ($1, 'challenge', 'c', 25)`,
    [user.id],
  );
  await client.get("/api/auth/user");
  let body: { id?: number; totalXp?: number } = {};
  const seen = await statementsOf(async () => {
    body = (await client.get("/api/auth/user")).body as typeof body;
  });
  expect(body.id).toBe(user.id);
  expect(body.totalXp).toBe(50);
  expect(seen, seen.join("\n")).toHaveLength(1);
});

it("runs one generation in three statements: identity, the AI limit with the quota, the history row", async () => {
  const { client, user } = await signedInUser(app);
  await client.get("/api/auth/user");
  let status = 0;
  const seen = await statementsOf(async () => {
    status = (await client.post("/api/generate-niches", niches)).status;
  });
  expect(status).toBe(200);
  expect(seen, seen.join("\n")).toHaveLength(3);
  // The run was counted once and recorded once.
  const used = await app.database.db.execute<{ used: number }>(
    sql`select used from usage_counters where user_id = ${user.id} and quota = 'niche_discovery'`,
  );
  expect(Number(used.rows[0]?.used)).toBe(1);
  const history = await client.get("/api/generations?tool=niche-discovery");
  expect((history.body as { generations: unknown[] }).generations).toHaveLength(1);
});

it("reads the business profile inside the reservation: still three statements, and the answer names what it used", async () => {
  // docs/decisions/1470-business-profile-and-money-in-its-currency.md
  const { client } = await signedInUser(app);
  expect((await client.put("/api/business-profile", { budget: "$300", skills: ["editing"] })).status).toBe(200);
  await client.get("/api/auth/user");
  let body: { basedOn?: unknown } = {};
  const seen = await statementsOf(async () => {
    body = (await client.post("/api/generate-niches", niches)).body as { basedOn?: unknown };
  });
  expect(seen, seen.join("\n")).toHaveLength(3);
  expect(body.basedOn).toEqual([
    { field: "budget", value: "$300" },
    { field: "skills", value: "editing" },
  ]);
});

it("writes the last-active time at most once a minute, not on every request", async () => {
  const { client, user } = await signedInUser(app);
  await client.get("/api/auth/user");
  // Signed in two minutes ago as far as the database knows: the next request writes it once.
  await app.database.db.execute(
    sql`update users set last_active_at = now() - interval '2 minutes' where id = ${user.id}`,
  );
  const first = await statementsOf(() => client.get("/api/business-ideas"));
  const second = await statementsOf(() => client.get("/api/business-ideas"));
  expect(
    first.filter((s) => /^update "users" set "last_active_at"/i.test(s)),
    first.join("\n"),
  ).toHaveLength(1);
  expect(second, second.join("\n")).toHaveLength(2);
});

describe("with an AI limit of one call a minute", () => {
  const strict = useTestApp({ deps: { rateLimits: { aiPerMinute: 1 } } });

  it("refuses the second call with 429 in the same statement, taking no unit of the free quota for it", async () => {
    const { client, user } = await signedInUser(strict);
    expect((await client.post("/api/generate-niches", niches)).status).toBe(200);
    const refused = await client.post("/api/generate-niches", niches);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(
      "You're generating too fast. Please wait a minute and try again.",
    );
    const used = await strict.database.db.execute<{ used: number }>(
      sql`select used from usage_counters where user_id = ${user.id} and quota = 'niche_discovery'`,
    );
    expect(Number(used.rows[0]?.used)).toBe(1);
  });
});
