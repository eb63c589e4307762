/**
 * One person's imports must not hold up everyone (docs/decisions/1045-fair-imports.md, docs/guide/imports.md): at
 * most 3 imports waiting or running per person and 50 MB of their files, counted across two app instances on one
 * database; another person's first import runs while the first person's queue waits; files are removed when their
 * import ends and stopped after the retention; a locked account's waiting imports are cancelled; eight 19 MB
 * uploads at once answer no 5xx and leave others' requests answered; and a file the dry run refuses fails in its
 * job for the same reason.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { DEFAULT_PASSWORD, buildUser, signIn } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { waitFor } from "../support/wait";
import { shopifyOrders, upload, waitForImport, type Sent } from "./imports-support";
import { CANCELLED_LOCKED, IMPORT_SWEEP_JOB, STOPPED_RETENTION } from "../../server/modules/imports/imports.sweep";

const jobOptions = { pollingIntervalSeconds: 0.5 };
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  a = await createTestApp({ database, deps: { jobOptions }, env: { LOG_LEVEL: process.env.H2_LOG ?? "silent" } });
  b = await createTestApp({ database, deps: { jobOptions }, env: { LOG_LEVEL: process.env.H2_LOG ?? "silent" } });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const MB = 1024 * 1024;

/**
 * A Shopify orders export of `bytes` bytes whose second order's line item name is one field of nearly all of
 * them: well-formed CSV, but a record larger than any real export has.
 */
function oneHugeField(bytes: number): string {
  const [header] = shopifyOrders(1).split("\n");
  const row = (i: number, name: string) =>
    `#${i},b@example.com,paid,2026-01-02 10:00:00 -0500,USD,24.00,0,0,24.00,0.00,2026-01-02 10:00:00 -0500,1,${name},24.00,SKU-${i},,0.00`;
  const head = [header, row(1, "Candle"), row(2, "")].join("\n");
  const tail = `\n${row(3, "Mug")}\n`;
  return [header, row(1, "Candle"), row(2, "x".repeat(bytes - head.length - tail.length))].join("\n") + tail;
}

async function person(app: TestApp): Promise<{ id: number; client: HttpClient }> {
  const user = await buildUser(app);
  return { id: user.id, client: await signIn(app, user) };
}

const importsOf = async (userId: number) =>
  (
    await database.db.execute<{ id: number; status: string; failure: string | null; parts: number }>(
      sql`select i.id, i.status, i.failure, (select count(*)::int from import_files f where f.import_id = i.id) as parts
            from imports i where i.user_id = ${userId} order by i.id`,
    )
  ).rows;

/**
 * A GET on a connection of its own (a keep-alive connection can be closed by the server as idle while this very
 * process, which also builds the test's uploads, was busy: that reset is not what is tested here).
 */
function statusOf(client: HttpClient, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${client.baseUrl}${path}`,
      { agent: false, headers: { cookie: client.cookieHeader } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
  });
}

/** Every answer in the house error shape, none a 5xx. */
function expectNoServerError(answers: Sent[]) {
  for (const answer of answers) {
    expect(answer.status).toBeLessThan(500);
    if (answer.status >= 400)
      expect(answer.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  }
}

describe("a person's imports", () => {
  it("are at most 3 waiting or running and 50 MB of files; the rest answer 429 saying how many wait", async () => {
    const p = await person(a);
    // A long first import: the person's next ones wait behind it (one of a person's imports runs at a time).
    const first = await upload(p.client, shopifyOrders(50_000), { fileName: "year.csv" });
    expect(first.status).toBe(202);
    const big = await upload(p.client, oneHugeField(19 * MB), { fileName: "huge.csv" });
    expect(big.status).toBe(202);

    const overQuota = await upload(p.client, oneHugeField(19 * MB), { fileName: "huge-2.csv" });
    expect(overQuota.status).toBe(429);
    expect(overQuota.body.code).toBe("import_storage_full");
    expect(overQuota.body.message).toContain("up to 50.0 MB are kept");
    expect(overQuota.body.details).toMatchObject({ fileBytes: 19 * MB, limitBytes: 50 * MB });

    const third = await upload(p.client, shopifyOrders(2), { fileName: "small.csv" });
    expect(third.status).toBe(202);
    const fourth = await upload(p.client, shopifyOrders(2, 10), { fileName: "small-2.csv" });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe("too_many_imports");
    expect(fourth.body.message).toMatch(/^You have 3 imports waiting or running \(\d waiting, \d running\): up to 3/);
    expect(fourth.body.details.waiting + fourth.body.details.running).toBe(3);
    expect(fourth.body.details.limit).toBe(3);
    // Nothing of the refused uploads is stored.
    expect((await importsOf(p.id)).map((r) => r.id)).toEqual([
      first.body.import.id,
      big.body.import.id,
      third.body.import.id,
    ]);

    // Undoing the long import frees its place: the next ones run, and each file goes when its import ends.
    expect((await p.client.delete(`/api/imports/${first.body.import.id}`)).status).toBe(204);
    const failed = await waitForImport(p.client, big.body.import.id);
    expect(failed.status).toBe("failed");
    expect(await waitForImport(p.client, third.body.import.id)).toMatchObject({ status: "done", ordersAdded: 2 });
    expect((await importsOf(p.id)).map((r) => r.parts)).toEqual([0, 0]);
    expect((await upload(p.client, shopifyOrders(2, 10))).status).toBe(202);
  }, 120_000);

  it("are counted across two server processes: of four uploads at once beside a running import, two are taken", async () => {
    const user = await buildUser(a);
    const [onA, onB] = [await signIn(a, user), await signIn(b, user)];
    const first = await upload(onA, shopifyOrders(40_000), { fileName: "year.csv" });
    expect(first.status).toBe(202);
    const answers = await Promise.all([
      upload(onA, shopifyOrders(2, 100)),
      upload(onA, shopifyOrders(2, 200)),
      upload(onB, shopifyOrders(2, 300)),
      upload(onB, shopifyOrders(2, 400)),
    ]);
    expectNoServerError(answers);
    expect(answers.map((r) => r.status).sort()).toEqual([202, 202, 429, 429]);
    for (const refused of answers.filter((r) => r.status === 429)) expect(refused.body.code).toBe("too_many_imports");
    expect((await importsOf(user.id)).length).toBe(3);
    await onA.delete(`/api/imports/${first.body.import.id}`);
  }, 120_000);

  it("do not hold up another person's first import: it is done while theirs still wait", async () => {
    const busy = await person(a);
    const queued = [];
    for (const [n, start] of [
      [40_000, 1],
      [20_000, 100_000],
      [20_000, 200_000],
    ])
      queued.push((await upload(busy.client, shopifyOrders(n, start))).body.import.id as number);
    const other = await person(b);
    const started = await upload(other.client, shopifyOrders(2));
    expect(started.status).toBe(202);
    const done = await waitForImport(other.client, started.body.import.id);
    expect(done).toMatchObject({ status: "done", ordersAdded: 2 });
    // The busy person's second and third imports have not started: the other person did not wait for them.
    const theirs = await importsOf(busy.id);
    expect(theirs.filter((r) => r.status === "queued").map((r) => r.id)).toEqual(queued.slice(1));
    for (const id of queued) await busy.client.delete(`/api/imports/${id}`);
  }, 120_000);

  it("of a locked account are cancelled when they wait, and their files removed", async () => {
    const user = await buildUser(a);
    const client = await signIn(a, user);
    const first = await upload(client, shopifyOrders(40_000), { fileName: "year.csv" });
    const waiting = await upload(client, shopifyOrders(2), { fileName: "small.csv" });
    expect(waiting.status).toBe(202);
    const locked = await client.post("/api/account/delete", { confirm: user.username, password: DEFAULT_PASSWORD });
    expect(locked.status).toBeLessThan(300);
    await a.ctx.jobs.send(IMPORT_SWEEP_JOB, {});
    const rows = await waitFor(
      () => importsOf(user.id),
      (r) => r.find((i) => i.id === waiting.body.import.id)?.status === "failed",
      { ms: 20_000 },
    );
    expect(rows.find((i) => i.id === waiting.body.import.id)).toMatchObject({
      status: "failed",
      failure: CANCELLED_LOCKED,
      parts: 0,
    });
    await database.db.execute(sql`delete from imports where id = ${first.body.import.id}`);
  }, 120_000);

  it("are stopped, and their files removed, when they have not finished after the retention", async () => {
    const p = await person(a);
    const stale = await database.db.execute<{ id: number }>(
      sql`insert into imports (user_id, format, file_name, created_at, file_bytes)
          values (${p.id}, 'shopify_orders', 'old.csv', now() - interval '25 hours', 3) returning id`,
    );
    const id = stale.rows[0]!.id;
    await database.db.execute(
      sql`insert into import_files (import_id, part, content, byte_size) values (${id}, 0, '\\x616263', 3)`,
    );
    await a.ctx.jobs.send(IMPORT_SWEEP_JOB, {});
    const rows = await waitFor(
      () => importsOf(p.id),
      (r) => r[0]?.status === "failed",
      { ms: 20_000 },
    );
    expect(rows).toEqual([{ id, status: "failed", failure: STOPPED_RETENTION, parts: 0 }]);
  }, 60_000);
});

describe("big uploads", () => {
  it("eight 19 MB uploads at once answer no 5xx, and another person's reads are answered meanwhile", async () => {
    const uploaders = await Promise.all([a, a, a, a, b, b, b, b].map((app) => person(app)));
    const reader = await person(a);
    const file = oneHugeField(19 * MB);
    let uploading = true;
    const reads: number[] = [];
    const reading = (async () => {
      while (uploading) {
        reads.push(await statusOf(reader.client, "/api/imports"));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all(uploaders.map((u) => upload(u.client, file, { fileName: "huge.csv" })));
    uploading = false;
    await reading;
    expectNoServerError(answers);
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(202));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((s) => s === 200)).toBe(true);
    for (const u of uploaders) await database.db.execute(sql`delete from imports where user_id = ${u.id}`);
  }, 180_000);

  it("a file whose one huge field the dry run refuses fails in its job with the same reason", async () => {
    const p = await person(b);
    const file = oneHugeField(19 * MB);
    const dryRun = await upload(p.client, file, { dryRun: true });
    expect(dryRun.status).toBe(400);
    expect(dryRun.body.message).toMatch(/record/i);
    const started = await upload(p.client, file);
    expect(started.status).toBe(202);
    const ended = await waitForImport(p.client, started.body.import.id);
    expect(ended).toMatchObject({ status: "failed", failure: dryRun.body.message });
    expect((await importsOf(p.id))[0]?.parts).toBe(0);
  }, 120_000);
});
