/** POST /api/admin/upgrade-user: Pro for 30 days, Free with the Stripe subscription cancelled, audited. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { planChanges, users } from "../../shared/schema";
import { adminUpgradeResponseSchema } from "../../shared/contracts/admin";
import { DAY_MS } from "../../shared/domain/activity";
import { parseEnv } from "../../server/env";
import { createStripeGateway } from "../../server/modules/billing/stripe.client";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser, signIn } from "../support/factories";
import { FakeStripe } from "../support/fake-stripe";
import type { HttpClient } from "../support/http-client";

const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
let app: TestApp;
let stripe: FakeStripe;
let admin: HttpClient;
let adminId: number;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  const stripeEnv = {
    STRIPE_SECRET_KEY: stripe.apiKey,
    STRIPE_PRICE_ID: "price_pro_monthly",
    STRIPE_API_URL: stripe.url,
  };
  const gateway = createStripeGateway(parseEnv({ NODE_ENV: "test", ...stripeEnv } as NodeJS.ProcessEnv));
  app = await createTestApp({ env: stripeEnv, deps: { services: { stripe: gateway, clock: () => NOW } } });
  const adminUser = await buildUser(app, { isAdmin: true });
  adminId = adminUser.id;
  admin = await signIn(app, adminUser);
});
afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const audit = (userId: number) =>
  app.database.db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id);
const reload = async (id: number) => (await app.database.db.select().from(users).where(eq(users.id, id)))[0];
const change = (userId: unknown, targetPlan: unknown) => admin.post("/api/admin/upgrade-user", { userId, targetPlan });

describe("upgrade", () => {
  it("gives Pro for 30 days from now and writes the audit row with the admin as actor", async () => {
    const user = await buildUser(app);
    const res = await change(user.id, "pro");
    expect(res.status).toBe(200);
    expect(adminUpgradeResponseSchema.parse(res.body).message).toBe("User upgraded to pro plan successfully");
    const end = new Date(NOW.getTime() + 30 * DAY_MS).toISOString();
    expect(res.body.user).toMatchObject({
      id: user.id,
      selectedPlan: "pro",
      effectivePlan: "pro",
      proSubscriptionEndDate: end,
    });

    const row = await reload(user.id);
    expect(row.selectedPlan).toBe("pro");
    expect(row.proSubscriptionEndDate?.toISOString()).toBe(end);
    expect((await audit(user.id)).map((a) => [a.fromPlan, a.toPlan, a.source, a.actorId])).toEqual([
      ["free", "pro", "admin", adminId],
    ]);

    // The user list and the stats see the change at once.
    expect((await admin.get(`/api/admin/users?filter=pro&search=${user.username}`)).body.total).toBe(1);
  });

  it("upgrades a user whose Pro plan expired", async () => {
    const user = await buildUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(NOW.getTime() - DAY_MS),
    });
    const res = await change(user.id, "pro");
    expect(res.status).toBe(200);
    expect((await audit(user.id)).map((a) => [a.fromPlan, a.toPlan])).toEqual([["free", "pro"]]);
  });

  it("refuses a user who is already Pro (409) and changes nothing", async () => {
    const end = new Date(NOW.getTime() + 200 * DAY_MS);
    const user = await buildUser(app, { selectedPlan: "pro", proSubscriptionEndDate: end });
    const res = await change(user.id, "pro");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This user is already on the pro plan");
    expect((await reload(user.id)).proSubscriptionEndDate?.toISOString()).toBe(end.toISOString());
    expect(await audit(user.id)).toEqual([]);
  });
});

describe("downgrade", () => {
  it("sets Free, answers that the user was downgraded, and writes the audit row", async () => {
    const user = await buildUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(NOW.getTime() + 10 * DAY_MS),
    });
    const res = await change(user.id, "free");
    expect(res.status).toBe(200);
    expect(adminUpgradeResponseSchema.parse(res.body).message).toBe("User downgraded to free plan successfully");
    expect(res.body.user).toMatchObject({ selectedPlan: "free", effectivePlan: "free", proSubscriptionEndDate: null });
    expect((await reload(user.id)).selectedPlan).toBe("free");
    expect((await audit(user.id)).map((a) => [a.fromPlan, a.toPlan, a.source, a.actorId])).toEqual([
      ["pro", "free", "admin", adminId],
    ]);
    expect(stripe.requests.filter((r) => r.method === "DELETE")).toEqual([]);
  });

  it("cancels the user's Stripe subscription", async () => {
    const sub = stripe.seedActiveSubscription("cus_admin_down");
    const user = await buildUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(sub.periodEnd * 1000),
      stripeCustomerId: "cus_admin_down",
      stripeSubscriptionId: sub.id,
      stripeSubscriptionStatus: "active",
    });
    const res = await change(user.id, "free");
    expect(res.status).toBe(200);
    expect(stripe.subscriptions.get(sub.id)?.status).toBe("canceled");
    expect(stripe.requests).toContainEqual({ method: "DELETE", path: `/v1/subscriptions/${sub.id}` });
    const row = await reload(user.id);
    expect(row.selectedPlan).toBe("free");
    expect(row.stripeSubscriptionStatus).toBe("canceled");
    expect((await audit(user.id)).map((a) => [a.fromPlan, a.toPlan, a.actorId])).toEqual([["pro", "free", adminId]]);
  });

  it("keeps the plan when Stripe cannot cancel, so nobody is billed on a Free plan", async () => {
    const sub = stripe.seedActiveSubscription("cus_admin_down_fail");
    const user = await buildUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(sub.periodEnd * 1000),
      stripeCustomerId: "cus_admin_down_fail",
      stripeSubscriptionId: sub.id,
      stripeSubscriptionStatus: "active",
    });
    stripe.mode = "error";
    try {
      const res = await change(user.id, "free");
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("Could not cancel the user's Stripe subscription. The plan was not changed.");
    } finally {
      stripe.mode = "ok";
    }
    expect((await reload(user.id)).selectedPlan).toBe("pro");
    expect(await audit(user.id)).toEqual([]);
  });

  it("refuses a user already on Free (409)", async () => {
    const user = await buildUser(app);
    const res = await change(user.id, "free");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This user is already on the free plan");
  });
});

describe("bad requests", () => {
  it("answers 404 for an unknown user and 400 for a bad target plan or user id", async () => {
    const unknown = await change(999_999, "pro");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "User not found", code: "not_found" });

    const user = await buildUser(app);
    for (const [userId, plan] of [
      [user.id, "enterprise"],
      [user.id, undefined],
      [undefined, "pro"],
      ["abc", "pro"],
      [-1, "pro"],
    ]) {
      const res = await change(userId, plan);
      expect(res.status, `${userId} ${plan}`).toBe(400);
      expect(res.body.code).toBe("validation_error");
    }
    expect((await change(user.id, "enterprise")).body.message).toBe("targetPlan must be 'pro' or 'free'");
    expect(await audit(user.id)).toEqual([]);
  });
});
