import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildUser, signIn } from "../support/factories";
import {
  auditRows,
  useBillingTestApp,
  deliver,
  linkCustomer,
  processedEvents,
  signature,
  userRow,
} from "./billing-support";

const app = useBillingTestApp();

/** A user whose Stripe subscription is active at the fake (not yet known to our database as Pro). */
async function subscriber() {
  const user = await buildUser(app);
  const customer = await linkCustomer(app, user);
  const sub = app.fake.seedActiveSubscription(customer);
  return { user, customer, sub };
}
const createdEvent = (subId: string, id?: string) =>
  app.fake.event("customer.subscription.created", app.fake.subscriptionObject(subId), { id });

describe("POST /api/stripe/webhook: signatures", () => {
  it("answers 400 and changes nothing for a missing, wrong or stale signature, or a body changed after signing", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    const stale = Math.floor(Date.now() / 1000) - 600;
    const cases = [
      await deliver(app, payload, null),
      await deliver(app, payload, signature(payload, { secret: "whsec_someone_else" })),
      await deliver(app, payload, signature(payload, { timestamp: stale })),
      await deliver(app, payload.replace('"livemode":false', '"livemode":true'), signature(payload)),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body?.code).toBe("invalid_signature");
    }
    expect((await userRow(app, user.id)).selectedPlan).toBe("free");
    expect(await auditRows(app, user.id)).toHaveLength(0);
    expect((await processedEvents(app)).map((e) => e.id)).not.toContain(JSON.parse(payload).id);
  });

  it("needs no session and is exempt from the cross-origin check", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    const res = await deliver(app, payload, signature(payload), {
      Origin: "https://stripe.com",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(res.status).toBe(200);
    expect((await userRow(app, user.id)).selectedPlan).toBe("pro");
  });

  it("is found as Express routes are, in any case and with a trailing slash; other methods and paths are not it", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    expect((await deliver(app, payload, signature(payload), {}, "/api/Stripe/Webhook/")).status).toBe(200);
    expect((await userRow(app, user.id)).selectedPlan).toBe("pro");
    expect((await fetch(`${app.baseUrl}/api/stripe/webhook`)).status).toBe(404);
    const beside = await deliver(
      app,
      payload,
      signature(payload),
      { "Sec-Fetch-Site": "cross-site" },
      "/api/stripe/webhooks",
    );
    expect(beside.status).toBe(403);
  });
});

describe("POST /api/stripe/webhook: applying events", () => {
  it("makes the plan follow an active subscription, with the period end as the Pro end date", async () => {
    const { user, sub } = await subscriber();
    expect((await deliver(app, createdEvent(sub.id))).status).toBe(200);
    const row = await userRow(app, user.id);
    expect(row.selectedPlan).toBe("pro");
    expect(row.proSubscriptionEndDate?.getTime()).toBe(sub.periodEnd * 1000);
    expect(row.stripeSubscriptionStatus).toBe("active");
    expect((await auditRows(app, user.id)).map((r) => [r.fromPlan, r.toPlan, r.source])).toEqual([
      ["free", "pro", "stripe"],
    ]);
  });

  it("applies an event delivered twice, and ten times in parallel, once", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    const first = await deliver(app, payload);
    const again = await deliver(app, payload);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body?.duplicate).toBe(true);

    const second = await subscriber();
    const parallelPayload = createdEvent(second.sub.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(app, parallelPayload)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => !r.body?.duplicate)).toHaveLength(1);
    const subscriptionReads = app.fake.requests.filter((r) => r.path === `/v1/subscriptions/${second.sub.id}`);
    expect(subscriptionReads).toHaveLength(1);
    expect(await auditRows(app, user.id)).toHaveLength(1);
    expect(await auditRows(app, second.user.id)).toHaveLength(1);
    const ids = (await processedEvents(app)).map((e) => e.id);
    expect(ids.filter((id) => id === JSON.parse(parallelPayload).id)).toHaveLength(1);
  });

  it("ends in the right state when 'updated' arrives before 'created'", async () => {
    const { user, sub } = await subscriber();
    const created = app.fake.event("customer.subscription.created", {
      ...app.fake.subscriptionObject(sub.id),
      status: "incomplete",
    });
    app.fake.setStatus(sub.id, "active");
    const updated = app.fake.event("customer.subscription.updated", app.fake.subscriptionObject(sub.id));
    expect((await deliver(app, updated)).status).toBe(200);
    expect((await deliver(app, created)).status).toBe(200);
    const row = await userRow(app, user.id);
    expect(row.selectedPlan).toBe("pro");
    expect(row.stripeSubscriptionStatus).toBe("active");
  });

  it("'deleted' makes the user Free on the very next request, Pro-only endpoints included", async () => {
    const { user, sub } = await subscriber();
    const client = await signIn(app, user);
    await deliver(app, createdEvent(sub.id));
    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("pro");
    expect((await client.get("/api/billing/subscription")).status).toBe(200);

    app.fake.setStatus(sub.id, "canceled");
    const deleted = app.fake.event("customer.subscription.deleted", app.fake.subscriptionObject(sub.id));
    expect((await deliver(app, deleted)).status).toBe(200);

    expect((await client.get("/api/auth/user")).body.selectedPlan).toBe("free");
    const gated = await client.get("/api/billing/subscription");
    expect(gated.status).toBe(403);
    expect(gated.body.code).toBe("pro_required");
    expect((await auditRows(app, user.id)).map((r) => [r.fromPlan, r.toPlan, r.source])).toEqual([
      ["free", "pro", "stripe"],
      ["pro", "free", "stripe"],
    ]);
  });

  it("follows invoice.paid and invoice.payment_failed through the subscription's current state", async () => {
    const { user, sub } = await subscriber();
    await deliver(app, app.fake.event("invoice.paid", app.fake.invoiceObject(sub.id)));
    expect((await userRow(app, user.id)).selectedPlan).toBe("pro");

    // A failed renewal: past due keeps Pro for the grace days from the start of the unpaid period.
    const periodStart = Math.floor(Date.now() / 1000) - 3600;
    app.fake.setStatus(sub.id, "past_due", { periodStart, periodEnd: periodStart + 30 * 86_400 });
    await deliver(app, app.fake.event("invoice.payment_failed", app.fake.invoiceObject(sub.id)));
    const row = await userRow(app, user.id);
    expect(row.selectedPlan).toBe("pro");
    expect(row.stripeSubscriptionStatus).toBe("past_due");
    expect(row.proSubscriptionEndDate?.getTime()).toBe((periodStart + 3 * 86_400) * 1000);

    app.fake.setStatus(sub.id, "unpaid");
    await deliver(app, app.fake.event("customer.subscription.updated", app.fake.subscriptionObject(sub.id)));
    expect((await userRow(app, user.id)).selectedPlan).toBe("free");
  });

  it("does not take Pro away when an abandoned checkout expires", async () => {
    // An admin-granted Pro user with no subscription can subscribe; walking away must not cost the grant.
    const grantee = await buildUser(app, {
      selectedPlan: "pro",
      proSubscriptionEndDate: new Date(Date.now() + 20 * 86_400_000),
      hadTrial: true,
    });
    const res = await (await signIn(app, grantee)).post("/api/create-subscription", {});
    expect(res.status).toBe(200);
    const subId = (await userRow(app, grantee.id)).stripeSubscriptionId!;
    app.fake.setStatus(subId, "incomplete_expired");
    await deliver(app, app.fake.event("customer.subscription.updated", app.fake.subscriptionObject(subId)));
    const row = await userRow(app, grantee.id);
    expect(row.selectedPlan).toBe("pro");
    expect(row.stripeSubscriptionStatus).toBe("incomplete_expired");
  });

  it("answers 2xx to an unknown event type and changes nothing", async () => {
    const { user, sub } = await subscriber();
    const res = await deliver(app, app.fake.event("customer.created", { id: "cus_x", object: "customer" }));
    expect(res.status).toBe(200);
    const odd = await deliver(
      app,
      app.fake.event("payment_intent.succeeded", { id: "pi_x", object: "payment_intent", customer: sub.customer }),
    );
    expect(odd.status).toBe(200);
    expect((await userRow(app, user.id)).selectedPlan).toBe("free");
  });

  it("answers 5xx when the database fails, so Stripe retries, and processes the retry", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    await app.database.db.execute(sql`alter table plan_changes rename to plan_changes_away`);
    try {
      const res = await deliver(app, payload);
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.database.db.execute(sql`alter table plan_changes_away rename to plan_changes`);
    }
    expect((await userRow(app, user.id)).selectedPlan).toBe("free");
    expect((await deliver(app, payload)).status).toBe(200);
    expect((await userRow(app, user.id)).selectedPlan).toBe("pro");
  });

  it("answers 503 while Stripe is down, and processes Stripe's retry once it is back", async () => {
    const { user, sub } = await subscriber();
    const payload = createdEvent(sub.id);
    app.fake.mode = "down";
    try {
      const res = await deliver(app, payload);
      expect(res.status).toBe(503);
    } finally {
      app.fake.mode = "ok";
    }
    expect((await userRow(app, user.id)).selectedPlan).toBe("free");
    expect((await deliver(app, payload)).status).toBe(200);
    expect((await userRow(app, user.id)).selectedPlan).toBe("pro");
  });
});
