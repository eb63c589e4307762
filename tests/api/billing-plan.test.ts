import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { planChanges } from "../../shared/schema";
import { createPlanService } from "../../server/modules/billing/plan.service";
import { createTestApp, type TestApp } from "../support/test-app";
import { buildUser } from "../support/factories";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const audit = (userId: number) =>
  app.database.db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id);
const DAY = 86_400_000;

describe("plan service", () => {
  it("moves a user to Pro and back, with one audit row per change", async () => {
    const plans = createPlanService(app.database.db);
    const admin = await buildUser(app, { isAdmin: true });
    const user = await buildUser(app, { hasCompletedOnboarding: false });
    const end = new Date(Date.now() + 30 * DAY);
    const up = await plans.changePlan({
      userId: user.id,
      to: "pro",
      source: "admin",
      actorId: admin.id,
      endDate: end,
      reason: "grant",
    });
    expect(up?.user.selectedPlan).toBe("pro");
    expect(up?.user.proSubscriptionEndDate?.getTime()).toBe(end.getTime());
    expect(up?.user.proSubscriptionStartDate).not.toBeNull();
    expect(up?.user.hasCompletedOnboarding).toBe(true);
    expect(up?.from).toBe("free");

    // A renewal from Stripe (Pro to Pro with a later end) is not a plan change: no audit row.
    const renewed = await plans.changePlan({
      userId: user.id,
      to: "pro",
      source: "stripe",
      endDate: new Date(end.getTime() + DAY),
    });
    expect(renewed?.changed).toBe(false);
    expect(renewed?.user.proSubscriptionStartDate?.getTime()).toBe(up?.user.proSubscriptionStartDate?.getTime());

    const down = await plans.changePlan({ userId: user.id, to: "free", source: "admin", actorId: admin.id });
    expect(down?.user.selectedPlan).toBe("free");
    const rows = await audit(user.id);
    expect(rows.map((r) => [r.fromPlan, r.toPlan, r.source, r.actorId])).toEqual([
      ["free", "pro", "admin", admin.id],
      ["pro", "free", "admin", admin.id],
    ]);
  });

  it("answers undefined for a user that does not exist", async () => {
    const plans = createPlanService(app.database.db);
    expect(await plans.changePlan({ userId: 987654, to: "pro", source: "admin" })).toBeUndefined();
  });

  it("records an expired Pro plan once, and counts it as Free for the next change", async () => {
    const plans = createPlanService(app.database.db);
    const user = await buildUser(app, { selectedPlan: "pro", proSubscriptionEndDate: new Date(Date.now() - DAY) });
    await plans.recordExpiries();
    await plans.recordExpiries();
    expect((await audit(user.id)).map((r) => [r.fromPlan, r.toPlan, r.source])).toEqual([["pro", "free", "expiry"]]);
    const again = await plans.changePlan({
      userId: user.id,
      to: "pro",
      source: "stripe",
      endDate: new Date(Date.now() + DAY),
    });
    expect(again?.from).toBe("free");
    expect((await audit(user.id)).at(-1)?.source).toBe("stripe");
  });

  it("without Stripe, cancelling a subscription does nothing", async () => {
    const plans = createPlanService(app.database.db);
    const user = await buildUser(app, { stripeSubscriptionId: "sub_x" });
    await expect(plans.cancelSubscription(user)).resolves.toBeUndefined();
  });
});
