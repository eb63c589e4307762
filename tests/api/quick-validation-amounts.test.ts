/**
 * Quick validation reads a budget as a budget (docs/decisions/1463-stated-price-and-budget.md), on both databases:
 * "with a budget of $1,000." answered "A price point ($1,000.) is already set".
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";

const app = useTestApp();

const validate = async (description: string) => {
  const { client } = await signedInUser(app);
  const res = await client.post("/api/validate-idea", { product: "Handmade soy candles", description });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.validation as { reasons: Record<string, string[]> };
};
const all = (v: { reasons: Record<string, string[]> }) => Object.values(v.reasons).flat().join("\n");

describe("POST /api/validate-idea reads the amounts in the description", () => {
  it("takes a budget as the budget, never as the price, and without the full stop after it", async () => {
    const v = await validate(
      "Scented candles sold at weekend markets to young professionals, with a budget of $1,000.",
    );
    expect(all(v)).not.toMatch(/price point/i);
    expect(all(v)).not.toContain("$1,000.)");
    expect(v.reasons.feasibility).toContain("A budget ($1,000) is stated, so the first version can be sized to it.");
  });

  it("takes a price as the price, and the budget beside it as the budget", async () => {
    const v = await validate("Scented candles at $24 each, sold at weekend markets. I have $500 to start.");
    expect(v.reasons.profitability).toContain("A price point ($24) is already set, so margins can be checked early.");
    expect(v.reasons.feasibility).toContain("A budget ($500) is stated, so the first version can be sized to it.");
  });
});
