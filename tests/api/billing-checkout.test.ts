import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, signedInUser, signIn } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { planServiceFor } from "../../server/modules/billing/plan.service";
import { auditRows, useBillingTestApp, linkCustomer, PRICE_ID, userRow } from "./billing-support";

const app = useBillingTestApp();

describe("POST /api/create-subscription", () => {
  it("creates one customer and an incomplete subscription with a 7-day trial for a first-time customer", async () => {
    const { user, client } = await signedInUser(app);
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ intentType: "setup", trial: true });
    expect(res.body.clientSecret).toMatch(/^seti_.+_secret_/);
    const row = await userRow(app, user.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(row.hadTrial).toBe(true);
    expect(row.selectedPlan).toBe("free");
    const params = app.fake.createdWith.at(-1)!;
    expect(params).toMatchObject({
      customer: row.stripeCustomerId,
      payment_behavior: "default_incomplete",
      trial_period_days: "7",
      items: [{ price: PRICE_ID }],
    });
    expect(params.expand).toEqual(
      expect.arrayContaining(["latest_invoice.confirmation_secret", "pending_setup_intent"]),
    );
  });

  it("asks for a payment (no second trial) from a customer who had the trial", async () => {
    const { user, client } = await signedInUser(app, { hadTrial: true });
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ intentType: "payment", trial: false });
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(app.fake.createdWith.at(-1)?.trial_period_days).toBeUndefined();
    expect((await userRow(app, user.id)).stripeSubscriptionStatus).toBe("incomplete");
  });

  it("reuses the open incomplete subscription instead of creating a second one", async () => {
    const { user, client } = await signedInUser(app, { hadTrial: true });
    const first = await client.post("/api/create-subscription");
    const second = await client.post("/api/create-subscription");
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    const row = await userRow(app, user.id);
    expect([...app.fake.subscriptions.values()].filter((s) => s.customer === row.stripeCustomerId)).toHaveLength(1);
  });

  it("creates one customer and one subscription for two concurrent calls (a double click)", async () => {
    const { user, client } = await signedInUser(app, { hadTrial: true });
    app.fake.latencyMs = 150;
    try {
      const [a, b] = await Promise.all([
        client.post("/api/create-subscription"),
        client.post("/api/create-subscription"),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.clientSecret).toBe(b.body.clientSecret);
    } finally {
      app.fake.latencyMs = 0;
    }
    const row = await userRow(app, user.id);
    const customers = [...app.fake.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>)?.userId === String(user.id),
    );
    expect(customers).toHaveLength(1);
    expect([...app.fake.subscriptions.values()].filter((s) => s.customer === row.stripeCustomerId)).toHaveLength(1);
  });

  it("refuses a second subscription while one is active", async () => {
    const { user, client } = await signedInUser(app);
    const customer = await linkCustomer(app, user);
    app.fake.seedActiveSubscription(customer);
    expect((await client.post("/api/auth/update-plan", { plan: "pro" })).status).toBe(200);
    const res = await client.post("/api/create-subscription");
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already have a Pro subscription/);
  });

  for (const mode of ["down", "slow"] as const) {
    it(`answers a quick 503 and changes nothing when Stripe is ${mode}`, async () => {
      const { user, client } = await signedInUser(app);
      // A slow fake answers after 30 s, beyond this test's own timeout: only the SDK's short timeout
      // (no retries) can produce the answer, so a passing test is a quick one.
      app.fake.mode = mode;
      try {
        const res = await client.post("/api/create-subscription");
        expect(res.status).toBe(503);
        expect(res.body.code).toBe("service_unavailable");
        expect(res.body.message).toBe("Payments are temporarily unavailable. Please try again in a moment.");
      } finally {
        app.fake.mode = "ok";
      }
      const row = await userRow(app, user.id);
      expect([row.stripeCustomerId, row.stripeSubscriptionId, row.hadTrial, row.selectedPlan]).toEqual([
        null,
        null,
        false,
        "free",
      ]);
    });
  }
});

describe("POST /api/auth/update-plan with plan 'pro'", () => {
  it("answers 402 and changes nothing without a subscription, or with a trial whose card is not saved", async () => {
    const { user, client } = await signedInUser(app, { hasCompletedOnboarding: false });
    const none = await client.post("/api/auth/update-plan", { plan: "pro", hasCompletedOnboarding: "true" });
    expect(none.status).toBe(402);
    await client.post("/api/create-subscription");
    const pendingTrial = await client.post("/api/auth/update-plan", { plan: "pro", hasCompletedOnboarding: "true" });
    expect(pendingTrial.status).toBe(402);
    const row = await userRow(app, user.id);
    expect([row.selectedPlan, row.hasCompletedOnboarding]).toEqual(["free", false]);
    expect(await auditRows(app, user.id)).toHaveLength(0);
  });

  it("makes the user Pro once Stripe reports the subscription active, with an audit row", async () => {
    const { user, client } = await signedInUser(app, { hadTrial: true, hasCompletedOnboarding: false });
    await client.post("/api/create-subscription");
    const subId = (await userRow(app, user.id)).stripeSubscriptionId!;
    app.fake.completeCheckout(subId);
    const res = await client.post("/api/auth/update-plan", { plan: "pro", hasCompletedOnboarding: "true" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ selectedPlan: "pro", hasCompletedOnboarding: "true" });
    expect(new Date(res.body.proSubscriptionEndDate).getTime()).toBe(
      app.fake.subscriptions.get(subId)!.periodEnd * 1000,
    );
    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("pro");
    expect((await auditRows(app, user.id)).map((r) => [r.fromPlan, r.toPlan, r.source, r.actorId])).toEqual([
      ["free", "pro", "checkout", user.id],
    ]);
  });

  it("counts a trial as Pro once its card is saved", async () => {
    const { user, client } = await signedInUser(app);
    await client.post("/api/create-subscription");
    app.fake.completeCheckout((await userRow(app, user.id)).stripeSubscriptionId!);
    const res = await client.post("/api/auth/update-plan", { plan: "pro" });
    expect(res.status).toBe(200);
    expect(res.body.selectedPlan).toBe("pro");
  });

  it("does not accept another user's subscription", async () => {
    const other = await buildUser(app);
    app.fake.seedActiveSubscription(await linkCustomer(app, other));
    const { client } = await signedInUser(app);
    expect((await client.post("/api/auth/update-plan", { plan: "pro" })).status).toBe(402);
  });
});

describe("POST /api/billing/portal and GET /api/billing/subscription", () => {
  it("returns the customer portal address of a subscriber, and the Pro summary", async () => {
    const { user, client } = await signedInUser(app);
    const sub = app.fake.seedActiveSubscription(await linkCustomer(app, user));
    await client.post("/api/auth/update-plan", { plan: "pro" });
    const portal = await client.post("/api/billing/portal");
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const summary = await client.get("/api/billing/subscription");
    expect(summary.body).toEqual({
      plan: "pro",
      status: "active",
      endsAt: new Date(sub.periodEnd * 1000).toISOString(),
      manageable: true,
    });
  });

  it("answers 409 when there is nothing to manage, and 403 pro_required for the summary of a Free user", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/billing/portal")).status).toBe(409);
    const summary = await client.get("/api/billing/subscription");
    expect([summary.status, summary.body.code]).toEqual([403, "pro_required"]);
  });

  it("treats a Pro plan past its end date as Free", async () => {
    const user = await buildUser(app, { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() - 60_000) });
    const client = await signIn(app, user);
    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("free");
    expect((await client.get("/api/billing/subscription")).status).toBe(403);
  });
});

describe("plan service cancelSubscription (admin downgrade)", () => {
  it("cancels a live subscription at Stripe, and does nothing for one that already ended", async () => {
    const { user, client } = await signedInUser(app);
    const sub = app.fake.seedActiveSubscription(await linkCustomer(app, user));
    await client.post("/api/auth/update-plan", { plan: "pro" });
    const plans = planServiceFor(app.ctx);
    await plans.cancelSubscription(await userRow(app, user.id));
    expect(app.fake.subscriptions.get(sub.id)?.status).toBe("canceled");
    const deletes = () => app.fake.requests.filter((r) => r.method === "DELETE").length;
    const before = deletes();
    await plans.cancelSubscription(await userRow(app, user.id));
    expect(deletes()).toBe(before);
  });
});

describe("without Stripe keys", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => bare?.close());

  it("answers 503 payments_unavailable with a plain message, and update-plan Pro 402", async () => {
    const { client } = await signedInUser(bare);
    for (const path of ["/api/create-subscription", "/api/billing/portal"]) {
      const res = await client.post(path);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe("payments_unavailable");
      expect(res.body.message).toMatch(/Payments are not configured/);
    }
    expect((await client.post("/api/auth/update-plan", { plan: "pro" })).status).toBe(402);
    const free = await client.post("/api/auth/update-plan", { plan: "free", hasCompletedOnboarding: "true" });
    expect(free.status).toBe(200);
  });

  it("answers the webhook 503 (nothing to verify with)", async () => {
    const res = await fetch(`${bare.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      body: "{}",
      headers: { "Stripe-Signature": "t=1,v1=x" },
    });
    expect(res.status).toBe(503);
  });
});
