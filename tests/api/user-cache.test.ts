/**
 * The user cache is an LRU with a TTL and a maximum (docs/decisions/601): when full it evicts the least recently
 * used entry, not the whole cache; with `cacheMs: 0` (a shared database, decision 601) it is off.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { createUsersRepository } from "../../server/users/users.repository";
import { users } from "../../shared/schema";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function insertUser(n: number) {
  const [row] = await database.db
    .insert(users)
    .values({ email: `cache${n}-${Date.now()}@example.test`, firstName: `Before${n}`, lastName: "C" })
    .returning();
  return row;
}
/** A write made behind the cache's back (another process, say). */
const rename = (id: number, firstName: string) => database.db.update(users).set({ firstName }).where(eq(users.id, id));

it("evicts the least recently used user when full, keeping the others", async () => {
  const repo = createUsersRepository(database.db, { cacheMs: 60_000, cacheMax: 2 });
  const [u1, u2, u3] = [await insertUser(1), await insertUser(2), await insertUser(3)];
  await repo.findByIdCached(u1.id);
  await repo.findByIdCached(u2.id);
  await repo.findByIdCached(u3.id); // full: u1 goes, u2 stays
  await rename(u1.id, "After1");
  await rename(u2.id, "After2");
  expect((await repo.findByIdCached(u2.id))?.firstName).toBe("Before2");
  expect((await repo.findByIdCached(u1.id))?.firstName).toBe("After1");
});

it("expires an entry after its TTL, and caches nothing with cacheMs 0", async () => {
  // A clock the test moves: the TTL's edge is checked exactly, without sleeping.
  let now = 1_000;
  const ttl = createUsersRepository(database.db, { cacheMs: 200, clock: { now: () => now } });
  const u = await insertUser(4);
  await ttl.findByIdCached(u.id);
  await rename(u.id, "After4");
  now += 199;
  expect((await ttl.findByIdCached(u.id))?.firstName).toBe("Before4");
  now += 2;
  expect((await ttl.findByIdCached(u.id))?.firstName).toBe("After4");

  const off = createUsersRepository(database.db, { cacheMs: 0 });
  await off.findByIdCached(u.id);
  await rename(u.id, "Again4");
  expect((await off.findByIdCached(u.id))?.firstName).toBe("Again4");
});
