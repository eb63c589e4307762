/**
 * The notifications centre (docs/guide/notifications.md): list, mark read and preferences scoped to their owner,
 * low stock once per episode, an import's outcome, the daily digest with a fixed clock and a real SMTP server,
 * and its signed unsubscribe link.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { notificationDigests, notifications } from "../../shared/schema";
import {
  markReadResponseSchema,
  notificationListSchema,
  preferencesResponseSchema,
} from "../../shared/contracts/notifications";
import { createTestApp, type TestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { createMailer } from "../../server/mail/mailer";
import { DIGEST_JOB, notify, runDigests, unsubscribeToken } from "../../server/notifications";
import type { HttpClient } from "../support/http-client";
import { upload, waitForImport } from "./imports-support";

let app: TestApp;
let smtp: FakeSmtp;
let clock = new Date("2026-11-26T08:05:00Z");
beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await createTestApp({
    env: { SMTP_URL: smtp.url },
    deps: { jobOptions: { pollingIntervalSeconds: 0.5 }, services: { clock: () => clock } },
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const listOf = async (client: HttpClient, unread = false) => {
  const res = await client.get(`/api/notifications${unread ? "?unread=true" : ""}`);
  expect(res.status).toBe(200);
  return notificationListSchema.parse(res.body);
};
const item = (quantity: number, extra: Record<string, unknown> = {}) => ({
  productName: "Oat Milk Soap",
  category: "beauty",
  quantity,
  costPrice: "2.00",
  sellPrice: "6.00",
  ...extra,
});

describe("the list, mark read and preferences", () => {
  it("lists a person's notices newest first with the unread count; another person's are neither listed nor markable", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    await notify(app.database.db, a.user.id, "export_ready", { title: "Your export is ready", link: "/exports" });
    await notify(app.database.db, a.user.id, "import_finished", { title: "Import finished", dedupeKey: "k1" });
    // The same key writes nothing the second time.
    expect(await notify(app.database.db, a.user.id, "import_finished", { title: "again", dedupeKey: "k1" })).toBe(
      false,
    );
    await notify(app.database.db, b.user.id, "export_ready", { title: "B's export" });

    const mine = await listOf(a.client);
    expect(mine.unread).toBe(2);
    expect(mine.notifications.map((n) => n.title)).toEqual(["Import finished", "Your export is ready"]);
    const theirs = await listOf(b.client);
    expect(theirs.notifications.map((n) => n.title)).toEqual(["B's export"]);

    // B cannot mark A's notice read: 404 and nothing changes.
    const stranger = await b.client.post("/api/notifications/read", { ids: [mine.notifications[0].id] });
    expect(stranger.status).toBe(404);
    expect((await listOf(a.client)).unread).toBe(2);

    const read = await a.client.post("/api/notifications/read", { ids: [mine.notifications[0].id] });
    expect(read.status).toBe(200);
    expect(markReadResponseSchema.parse(read.body).unread).toBe(1);
    expect((await listOf(a.client, true)).notifications.map((n) => n.title)).toEqual(["Your export is ready"]);
    const all = await a.client.post("/api/notifications/read", { all: true });
    expect(all.body).toEqual({ unread: 0 });
    expect((await listOf(b.client)).unread).toBe(1);

    const bad = await a.client.post("/api/notifications/read", { ids: ["x"] });
    expect(bad.status).toBe(400);
    expect((await app.client().get("/api/notifications")).status).toBe(401);
  });

  it("saves preferences; a kind turned off writes nothing; bad values are 400 beside their field", async () => {
    const { user, client } = await signedInUser(app);
    const initial = preferencesResponseSchema.parse((await client.get("/api/notifications/preferences")).body);
    expect(initial.preferences).toMatchObject({ digest: false, digestHour: 8, timeZone: "UTC" });
    expect(initial.preferences.kinds.low_stock).toBe(true);
    expect(Object.keys(initial.preferences.kinds)).toContain("export_ready");

    const saved = await client.put("/api/notifications/preferences", {
      kinds: { export_ready: false },
      digest: true,
      digestHour: 7,
      timeZone: "Europe/Paris",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preferences).toMatchObject({ digest: true, digestHour: 7, timeZone: "Europe/Paris" });
    expect(saved.body.preferences.kinds).toMatchObject({ export_ready: false, low_stock: true });
    expect(await notify(app.database.db, user.id, "export_ready", { title: "muted" })).toBe(false);
    expect((await listOf(client)).notifications).toHaveLength(0);

    const bad = await client.put("/api/notifications/preferences", { digestHour: 25, timeZone: "Mars/Olympus" });
    expect(bad.status).toBe(400);
    const paths = (bad.body.details as { path: string; message: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["digestHour", "timeZone"]));
  });
});

describe("low stock, once per episode", () => {
  it("notifies when an item goes low, once, again only after it recovered; out of stock once too", async () => {
    const { client } = await signedInUser(app);
    const created = await client.post("/api/inventory", item(14));
    expect(created.status).toBe(201);
    const id = created.body.item.id as number;
    const sell = (quantity: number) => client.post(`/api/inventory/${id}/sales`, { quantity });

    expect((await sell(3)).status).toBe(201); // 11: still fine
    expect((await listOf(client)).notifications).toHaveLength(0);
    await sell(2); // 9: low
    await sell(1); // 8: still low, same episode
    let notices = (await listOf(client)).notifications;
    expect(notices.map((n) => n.kind)).toEqual(["low_stock"]);
    // The notice opens the item's own page (its stock, history and reorder settings).
    expect(notices[0].link).toBe(`/inventory-tracker/${id}`);

    await sell(8); // 0: out of stock, once
    await client.patch(`/api/inventory/${id}`, { quantity: 0 });
    notices = (await listOf(client)).notifications;
    expect(notices.map((n) => n.kind)).toEqual(["running_out", "low_stock"]);

    await client.patch(`/api/inventory/${id}`, { quantity: 30 }); // recovered: the episode ends
    await sell(25); // 5: a new episode
    notices = (await listOf(client)).notifications;
    expect(notices.map((n) => n.kind)).toEqual(["low_stock", "running_out", "low_stock"]);
  });

  it("parallel sales into the low zone send one notice", async () => {
    const { client } = await signedInUser(app);
    const id = (await client.post("/api/inventory", item(20))).body.item.id as number;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => client.post(`/api/inventory/${id}/sales`, { quantity: 2 })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await listOf(client)).notifications.map((n) => n.kind)).toEqual(["low_stock"]);
  });
});

describe("imports", () => {
  it("an import that finished and one that failed each leave a notice", async () => {
    const { client } = await signedInUser(app);
    const mapping = JSON.stringify({
      date: "Day",
      orderId: "Ticket",
      product: "Item",
      quantity: "Qty",
      unitPrice: "Each",
      defaultCurrency: "USD",
    });
    const good = ["Day,Ticket,Item,Qty,Each", "2026-02-15,M-1,Soap,3,6.00", ""].join("\n");
    const started = await upload(client, good, { fileName: "stall.csv", fields: { source: "csv", mapping } });
    expect(started.status).toBe(202);
    expect((await waitForImport(client, started.body.import.id)).status).toBe("done");
    const bad = ["Day,Ticket,Item,Qty,Each", "not a date,M-2,Soap,x,6.00", ""].join("\n");
    const failed = await upload(client, bad, { fileName: "broken.csv", fields: { source: "csv", mapping } });
    expect((await waitForImport(client, failed.body.import.id)).status).toBe("failed");

    const notices = (await listOf(client)).notifications;
    expect(notices.map((n) => [n.kind, n.title])).toEqual([
      ["import_failed", "Import failed: broken.csv"],
      ["import_finished", "Import finished: stall.csv"],
    ]);
    expect(notices[1].body).toBe("1 order read.");
  });
});

describe("reward claims", () => {
  it("the person hears once when an admin decides their claim", async () => {
    const { user, client } = await signedInUser(app);
    const admin = await signedInUser(app, { isAdmin: true });
    const list = (await client.get("/api/challenges")).body.challenges as {
      id: number;
      slug: string;
      title: string;
      steps: { id: number }[];
    }[];
    const challenge = list.find((c) => c.slug === "niche-discovery-sprint");
    if (!challenge) throw new Error("seeded challenge missing");
    expect((await client.post(`/api/challenges/${challenge.id}/join`, {})).status).toBe(200);
    for (const step of challenge.steps)
      await client.patch(`/api/challenges/${challenge.id}/steps/${step.id}`, { completed: true });
    const decided = await admin.client.post(`/api/admin/reward-claims/${user.id}/${challenge.id}`, {
      decision: "granted",
    });
    expect(decided.status).toBe(200);
    const notices = (await listOf(client)).notifications;
    expect(notices.map((n) => [n.kind, n.title])).toEqual([["reward_decided", `Reward granted: ${challenge.title}`]]);
    expect(notices[0].link).toBe("/hustle-challenges");
  });
});

describe("partnerships", () => {
  it("a request reaches its recipient, an acceptance its sender", async () => {
    const pro = { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() + 30 * 86_400_000) } as const;
    const a = await signedInUser(app, pro);
    const b = await signedInUser(app, pro);
    const profile = {
      bio: "I build Shopify stores and grow them with ads.",
      niche: "ecommerce",
      location: "Austin, TX",
      lookingFor: ["Designer"],
      offering: ["Marketing Expertise"],
      experience: "intermediate",
      availability: "available",
      socialProof: {},
    };
    expect((await a.client.post("/api/partnerships/my-profile", profile)).status).toBe(200);
    const bProfile = await b.client.post("/api/partnerships/my-profile", profile);
    const sent = await a.client.post(`/api/partnerships/connect/${bProfile.body.profile.id}`, {
      message: "Let's team up!",
    });
    expect(sent.status).toBe(201);
    const incoming = (await listOf(b.client)).notifications;
    expect(incoming.map((n) => [n.kind, n.title, n.body])).toEqual([
      ["partnership_request", "New partnership request", "Let's team up!"],
    ]);
    const connectionId = (await b.client.get("/api/partnerships/connections")).body.incoming[0].id as number;
    expect((await b.client.post(`/api/partnerships/connections/${connectionId}/accept`)).status).toBe(200);
    expect((await listOf(a.client)).notifications.map((n) => n.kind)).toEqual(["partnership_accepted"]);
  });
});

describe("the daily digest", () => {
  it("sends one mail at the person's hour in their time zone, once a day, and its link unsubscribes", async () => {
    const { user, client } = await signedInUser(app);
    await client.put("/api/notifications/preferences", { digest: true, digestHour: 9, timeZone: "Europe/Paris" });
    await client.post("/api/inventory", item(3, { productName: "Beeswax Candle" }));
    // The low-stock notice is stamped by the database's clock; the digest runs on this test's fixed clock, so
    // the notice is placed on that morning (08:00 UTC) whatever day the suite runs.
    await app.database.db
      .update(notifications)
      .set({ createdAt: new Date("2026-11-26T08:00:00Z") })
      .where(eq(notifications.userId, user.id));
    const deps = {
      db: app.database.db,
      mail: createMailer(app.env, app.ctx.logger),
      logger: app.ctx.logger,
      appUrl: app.env.APP_URL,
      secret: app.env.SESSION_SECRET ?? "",
    };
    const before = smtp.mailsTo(user.email).length;
    // 07:30 UTC is 08:30 in Paris: not yet.
    expect(await runDigests(deps, new Date("2026-11-26T07:30:00Z"))).toBe(0);
    // 08:10 UTC is 09:10 in Paris: two processes at once send one mail.
    const at = new Date("2026-11-26T08:10:00Z");
    const [first, second] = await Promise.all([runDigests(deps, at), runDigests(deps, at)]);
    expect(first + second).toBe(1);
    expect(await runDigests(deps, new Date("2026-11-26T08:50:00Z"))).toBe(0);
    const mail = await smtp.waitForMail(user.email, { since: before });
    expect(mail.subject).toBe("Your HustleForge daily digest");
    expect(mail.text).toContain("Beeswax Candle: 3 left");
    expect(mail.text).toContain("Low stock: Beeswax Candle");
    const days = await app.database.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, user.id));
    expect(days.map((d) => d.day)).toEqual(["2026-11-26"]);

    // The link works without signing in; a changed token does nothing.
    const link = new URL(/https?:\/\/\S+unsubscribe\S+/.exec(mail.text)?.[0] ?? "");
    expect(link.searchParams.get("token")).toBe(unsubscribeToken(app.env.SESSION_SECRET ?? "", user.id));
    const forged = await app.client().get(`/api/notifications/unsubscribe?token=${user.id}.${"A".repeat(43)}`);
    expect(forged.status).toBe(400);
    expect((await client.get("/api/notifications/preferences")).body.preferences.digest).toBe(true);
    const res = await app.client().get(`${link.pathname}${link.search}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("You are unsubscribed");
    expect((await client.get("/api/notifications/preferences")).body.preferences.digest).toBe(false);
    // The next morning: no mail.
    expect(await runDigests(deps, new Date("2026-11-27T08:10:00Z"))).toBe(0);
  });

  it("the recurring job runs on the queue with the app's clock", async () => {
    const { user, client } = await signedInUser(app);
    clock = new Date("2026-11-26T14:20:00Z");
    await client.put("/api/notifications/preferences", { digest: true, digestHour: 9, timeZone: "America/New_York" });
    await client.post("/api/inventory", item(0, { productName: "Linen Apron" }));
    const before = smtp.mailsTo(user.email).length;
    // The queue already runs this window's digest since the import above started it; a run sent now is the next.
    await app.ctx.jobs.send(DIGEST_JOB, {});
    const mail = await smtp.waitForMail(user.email, { since: before, timeoutMs: 10_000 });
    expect(mail.text).toContain("Linen Apron: 0 left");
  });
});
