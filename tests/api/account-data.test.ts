/**
 * "Your data" (docs/guide/your-data.md): the archive holds every table the person owns and nothing of anyone
 * else's; the registry lists every column that names a user; three archives a day; the download expires; the
 * deletion locks at once, cancels the subscription on the fake Stripe, waits its grace period (fixed clock), can
 * be cancelled, then leaves no row of the person in any table but the anonymised audit.
 */
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { OWNED, ARCHIVE_FILES, type OwnedColumn } from "../../server/modules/account-data/registry";
import { buildUser, signIn, DEFAULT_PASSWORD } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { waitFor } from "../support/wait";
import { useBillingTestApp } from "./billing-support";
import { seedEverything, userColumns } from "./account-data-support";

const app = useBillingTestApp();

const DAY = 24 * 60 * 60 * 1000;
const setClock = (at: number | null) => {
  app.ctx.services.clock = at === null ? undefined : () => new Date(at);
};

async function download(client: HttpClient): Promise<{ status: number; files: Record<string, Uint8Array> }> {
  const res = await fetch(`${app.baseUrl}/api/account/export/download`, { headers: { cookie: client.cookieHeader } });
  if (res.status !== 200) return { status: res.status, files: {} };
  return { status: 200, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

async function readyArchive(client: HttpClient) {
  const started = await client.post("/api/account/export");
  expect(started.status).toBe(202);
  const status = await waitFor(
    () => client.get("/api/account/export"),
    (r) => ["ready", "failed"].includes(r.body.export?.status),
    { ms: 30_000, everyMs: 100 },
  );
  expect(status.body.export.status).toBe("ready");
  return status.body.export;
}

const rowCount = async (table: string, column: string, id: number) =>
  Number((await app.database.pool.query(`select count(*) as n from ${table} where ${column} = $1`, [id])).rows[0].n);

describe("the registry of what a person owns", () => {
  it("lists every column of the database that names a user, exported or excluded with a reason", async () => {
    const columns = await userColumns(app.database.pool);
    const listed = new Set(OWNED.map((o) => `${o.table}.${o.column}`));
    const missing = columns.map((c) => `${c.table}.${c.column}`).filter((c) => !listed.has(c));
    expect(missing, "add these to server/modules/account-data/registry.ts").toEqual([]);
    const inDatabase = new Set(columns.map((c) => `${c.table}.${c.column}`));
    expect([...listed].filter((c) => !inDatabase.has(c))).toEqual([]);
    for (const o of OWNED) if ("excluded" in o) expect(o.excluded.length).toBeGreaterThan(10);
  });
});

describe("the archive", () => {
  it("holds every table the person owns, as JSON with a README and CSV copies, and nothing of another person's", async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    await seedEverything(app.database.pool, other.id, me.id, `OTHER${other.id}X`);
    await seedEverything(app.database.pool, me.id, other.id, `MINE${me.id}X`);
    // The other person's application to my request: their words, not mine.
    await app.database.pool.query(
      `insert into partnership_applications (request_id, applicant_id, proposal)
       select id, $2, $3 from partnership_requests where creator_id = $1`,
      [me.id, other.id, `OTHER${other.id}Y`],
    );
    const client = await signIn(app, me);
    // What the person owns when they ask (the archive's own "ready" notice comes after it is built).
    const owning = new Set<OwnedColumn>();
    for (const o of OWNED) if (await rowCount(o.table, o.column, me.id)) owning.add(o);
    const ready = await readyArchive(client);
    expect(ready.downloadUrl).toBe("/api/account/export/download");
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.finishedAt).getTime()).toBe(DAY);
    // The bell says so, once, with the way to the download.
    const notices = (await client.get("/api/notifications")).body.notifications as { kind: string; link: string }[];
    expect(notices.filter((n) => n.kind === "export_ready")).toEqual([
      expect.objectContaining({ kind: "export_ready", link: "/settings/data" }),
    ]);

    const { status, files } = await download(client);
    expect(status).toBe(200);
    const names = Object.keys(files);
    const readme = strFromU8(files["README.txt"]);
    for (const f of ARCHIVE_FILES) {
      expect(names).toContain(f.name);
      expect(readme).toContain(f.name);
    }
    // Every table the person has rows in is found in its file.
    for (const o of OWNED) {
      if (!("files" in o) || !owning.has(o)) continue;
      const file = o.files[0];
      const rows = JSON.parse(strFromU8(files[file.name])) as Record<string, unknown>[];
      expect(rows.length, `${file.name} (${o.table}.${o.column})`).toBeGreaterThan(0);
      for (const row of rows) if ("user_id" in row) expect(row.user_id).toBe(me.id);
    }
    const everything = names.map((n) => strFromU8(files[n])).join("\n");
    expect(everything).toContain(`MINE${me.id}X`);
    expect(everything).not.toContain(`OTHER${other.id}`);
    // No secrets.
    const profile = JSON.parse(strFromU8(files["profile.json"]))[0];
    expect(profile.email).toBe(me.email);
    expect(profile).not.toHaveProperty("password");
    expect(everything).not.toContain(me.password ?? "no password");
    expect(everything).not.toContain("token_hash");
    // CSV copies, with formula-safe cells and exact money.
    const inventoryCsv = strFromU8(files["inventory.csv"]);
    expect(inventoryCsv.split("\n")[0]).toBe(
      "productName,sku,quantity,costPrice,sellPrice,supplier,category,notes,status",
    );
    expect(inventoryCsv).toContain(`mug MINE${me.id}X,SKU-MINE${me.id}X,4,2.50,9.99`);
    expect(strFromU8(files["orders.csv"])).toContain("19.98");
    expect(strFromU8(files["expenses.csv"])).toContain(`'=cmd MINE${me.id}X`);
    expect(names.filter((n) => n.startsWith("logos/") && n.endsWith(".svg")).length).toBeGreaterThanOrEqual(3);
    expect(strFromU8(files[names.find((n) => n.startsWith("logos/"))!])).toMatch(/^<svg /);

    // Another person cannot download it: they have no archive of their own.
    const otherClient = await signIn(app, other);
    expect((await download(otherClient)).status).toBe(404);
  }, 60_000);

  it("is refused after three requests in 24 hours, with a message", async () => {
    const user = await buildUser(app);
    const client = await signIn(app, user);
    for (let i = 0; i < 3; i++) expect((await client.post("/api/account/export")).status).toBe(202);
    const fourth = await client.post("/api/account/export");
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/3 archives a day/);
    expect((await client.get("/api/account/export")).body.remainingToday).toBe(0);
    // A day later the person may ask again.
    setClock(Date.now() + DAY + 60_000);
    try {
      expect((await client.post("/api/account/export")).status).toBe(202);
    } finally {
      setClock(null);
    }
  }, 60_000);

  it("expires 24 hours after it was ready; a new request replaces it", async () => {
    const user = await buildUser(app);
    const client = await signIn(app, user);
    const first = await readyArchive(client);
    expect((await download(client)).status).toBe(200);
    setClock(new Date(first.expiresAt).getTime() + 1_000);
    try {
      const later = await client.get("/api/account/export");
      expect(later.body.export).toMatchObject({ status: "expired", downloadUrl: null });
      const res = await fetch(`${app.baseUrl}/api/account/export/download`, {
        headers: { cookie: client.cookieHeader },
      });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/expired/);
    } finally {
      setClock(null);
    }
    const second = await readyArchive(client);
    expect(second.id).not.toBe(first.id);
    const parts = await app.database.pool.query(`select count(*) as n from account_export_parts where export_id = $1`, [
      first.id,
    ]);
    expect(Number(parts.rows[0].n)).toBe(0);
  }, 60_000);

  it("answers 401 signed out", async () => {
    expect((await app.client().get("/api/account/export/download")).status).toBe(401);
    expect((await app.client().post("/api/account/export")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("checks the username and the password, and refuses the last admin", async () => {
    const user = await buildUser(app);
    const client = await signIn(app, user);
    const wrongName = await client.post("/api/account/delete", { confirm: "nobody", password: DEFAULT_PASSWORD });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.details).toEqual([{ path: "confirm", message: "Type your username exactly as shown." }]);
    const wrongPassword = await client.post("/api/account/delete", { confirm: user.username, password: "nope-nope" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details).toEqual([{ path: "password", message: "That password is not right." }]);
    expect((await client.get("/api/auth/user")).status).toBe(200);

    await app.database.pool.query("update users set is_admin = false where is_admin");
    const admin = await buildUser(app, { isAdmin: true });
    const adminClient = await signIn(app, admin);
    const last = await adminClient.post("/api/account/delete", { confirm: admin.username, password: DEFAULT_PASSWORD });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/last admin/);
  });

  it("locks at once, cancels Stripe, can be cancelled, and after 7 days leaves no row but the anonymised audit", async () => {
    const customer = `cus_${Date.now()}`;
    const sub = app.fake.seedActiveSubscription(customer);
    const me = await buildUser(app, {
      selectedPlan: "pro",
      stripeCustomerId: customer,
      stripeSubscriptionId: sub.id,
      stripeSubscriptionStatus: "active",
    });
    const other = await buildUser(app);
    await seedEverything(app.database.pool, other.id, me.id, `OTHER${other.id}`);
    await seedEverything(app.database.pool, me.id, other.id, `MINE${me.id}`);
    const client = await signIn(app, me);
    const secondDevice = await signIn(app, me);
    await readyArchive(client);
    const validation = await client.post("/api/validate-idea", {
      product: "Plant swap app",
      description: "Neighbours swap cuttings; $4 a month.",
    });
    const share = (await client.post("/api/shares", { kind: "quick_validation", id: validation.body.generation.id }))
      .body.share.token as string;
    expect((await app.client().get(`/api/public/shares/${share}`)).status).toBe(200);

    const t0 = Date.now();
    const asked = await client.post("/api/account/delete", {
      confirm: me.username!.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.pending).toBe(true);
    const deleteAfter = new Date(asked.body.deleteAfter).getTime();
    expect(Math.abs(deleteAfter - (t0 + 7 * DAY))).toBeLessThan(60_000);
    // Stripe cancelled at once; signed out everywhere; share links stop answering.
    expect(app.fake.subscriptions.get(sub.id)?.status).toBe("canceled");
    expect((await secondDevice.get("/api/auth/user")).status).toBe(401);
    expect((await client.get("/api/account/export")).status).toBe(401);
    expect((await app.client().get(`/api/public/shares/${share}`)).status).not.toBe(200);
    // The mail says so, with the date.
    const mail = app.ctx.services.mail?.outbox?.list().find((m) => m.to === me.email && /deleted/.test(m.subject));
    expect(mail?.text).toContain(
      new Date(deleteAfter).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }),
    );

    // Signing in shows only the pending deletion, and lets the person cancel it.
    const again = app.client();
    const login = await again.post("/api/auth/login", { emailOrUsername: me.email, password: DEFAULT_PASSWORD });
    // The same answer as a wrong password; the session now proves the account, so its deletion can be seen.
    expect(login.status).toBe(401);
    expect((await again.get("/api/auth/user")).status).toBe(401);
    expect((await again.get("/api/account/delete")).body).toMatchObject({ pending: true });
    const wrong = app.client();
    expect((await wrong.post("/api/auth/login", { emailOrUsername: me.email, password: "wrong-one" })).status).toBe(
      401,
    );
    expect((await wrong.get("/api/account/delete")).body).toEqual({ pending: false, deleteAfter: null });
    expect((await wrong.post("/api/account/delete/cancel")).status).toBe(404);
    expect((await again.post("/api/account/delete/cancel")).status).toBe(200);
    expect((await again.get("/api/auth/user")).status).toBe(200);
    expect((await again.get("/api/account/delete")).body).toMatchObject({ pending: false });

    // Asked again; the job before its day changes nothing.
    const second = await again.post("/api/account/delete", { confirm: me.username, password: DEFAULT_PASSWORD });
    expect(second.status).toBe(200);
    const due = new Date(second.body.deleteAfter).getTime();
    setClock(due - 60_000);
    try {
      await app.ctx.jobs.send("account-deletion", { userId: me.id });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(await rowCount("users", "id", me.id)).toBe(1);
      // On its day it deletes everything, and running it again changes nothing.
      setClock(due + 1_000);
      await app.ctx.jobs.send("account-deletion", { userId: me.id });
      await waitFor(
        () => rowCount("users", "id", me.id),
        (n) => n === 0,
        { ms: 30_000, everyMs: 100 },
      );
      await app.ctx.jobs.send("account-deletion", { userId: me.id });
      await new Promise((r) => setTimeout(r, 1_000));
    } finally {
      setClock(null);
    }
    const left: string[] = [];
    for (const c of await userColumns(app.database.pool))
      if (await rowCount(c.table, c.column, me.id)) left.push(`${c.table}.${c.column}`);
    expect(left, "tables still holding the deleted person's rows").toEqual([]);
    const sessions = await app.database.pool.query("select 1 from session where sess -> 'passport' ->> 'user' = $1", [
      String(me.id),
    ]);
    expect(sessions.rowCount).toBe(0);
    // The audit is kept under an anonymous id, with the Stripe customer its invoices are filed under.
    const kept = await app.database.pool.query<{ anonymous_id: string }>(
      "select anonymous_id from plan_changes where user_id is null and reason = $1",
      [`reason MINE${me.id}`],
    );
    expect(kept.rows).toHaveLength(1);
    expect(kept.rows[0].anonymous_id).toMatch(/^deleted-[0-9a-f]{24}$/);
    const deleted = await app.database.pool.query(
      "select stripe_customer_id from deleted_accounts where anonymous_id = $1",
      [kept.rows[0].anonymous_id],
    );
    expect(deleted.rows[0]?.stripe_customer_id).toBe(customer);
    // The other person keeps everything.
    expect(await rowCount("orders", "user_id", other.id)).toBe(1);
    expect(await rowCount("partnership_profiles", "user_id", other.id)).toBe(1);
  }, 90_000);
});
