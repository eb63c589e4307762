/**
 * GET /api/usage (docs/decisions/810): per quota key the limit, what is used and what is left, counted only by
 * successful generations; Pro users have no limit.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { usageResponseSchema } from "../../shared/contracts/usage";
import { FREE_QUOTAS } from "../../shared/domain/plans";

const app = useTestApp();

describe("GET /api/usage", () => {
  it("lists every free quota with its full allowance for a new free user", async () => {
    const { client } = await signedInUser(app);
    const res = await client.get("/api/usage");
    expect(res.status).toBe(200);
    const { usage } = usageResponseSchema.parse(res.body);
    expect(Object.keys(usage).sort()).toEqual(Object.keys(FREE_QUOTAS).sort());
    expect(usage.quick_validation).toEqual({ limit: 3, used: 0, remaining: 3, period: "lifetime" });
    expect(usage.mentor_message).toEqual({ limit: 20, used: 0, remaining: 20, period: "day" });
  });

  it("counts successful runs and never goes below zero left", async () => {
    const { client } = await signedInUser(app);
    expect((await client.post("/api/validate-idea", { product: "Plant swap app" })).status).toBe(200);
    // A refused (400) request consumes nothing.
    expect((await client.post("/api/validate-idea", {})).status).toBe(400);
    let usage = usageResponseSchema.parse((await client.get("/api/usage")).body).usage;
    expect(usage.quick_validation).toEqual({ limit: 3, used: 1, remaining: 2, period: "lifetime" });
    expect(usage.market_analysis.remaining).toBe(3);

    for (let i = 0; i < 2; i++)
      expect((await client.post("/api/validate-idea", { product: `Idea ${i}` })).status).toBe(200);
    expect((await client.post("/api/validate-idea", { product: "One too many" })).status).toBe(402);
    usage = usageResponseSchema.parse((await client.get("/api/usage")).body).usage;
    expect(usage.quick_validation).toEqual({ limit: 3, used: 3, remaining: 0, period: "lifetime" });
  });

  it("has no limit on the Pro plan", async () => {
    const { client } = await signedInUser(app, { selectedPlan: "pro" });
    expect((await client.post("/api/validate-idea", { product: "Plant swap app" })).status).toBe(200);
    const { usage } = usageResponseSchema.parse((await client.get("/api/usage")).body);
    expect(usage.quick_validation).toMatchObject({ limit: null, remaining: null });
  });
});
