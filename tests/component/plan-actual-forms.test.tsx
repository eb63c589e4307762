/**
 * Plan against actual's two forms on the form kit (docs/decisions/870-one-form-kit-and-its-exceptions.md): a field
 * left empty or typed wrong is named beside it in the contract's words and nothing is sent; a 400's details land
 * beside the field they name; a good submit sends the contract's body.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TargetsResponse } from "@shared/contracts/finance";
import { businessPlanSchema } from "@shared/contracts/business-plans";
import { productIdeaListResponseSchema } from "@shared/contracts/business-ideas";
import { PlanActualPanel } from "@/features/advanced-analytics/components/plan-actual-panel";
import fixture from "./fixtures/business-idea.json";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const idea = {
  ...productIdeaListResponseSchema.parse({ products: fixture.products }).products[0],
  id: 5,
  name: "Candle Kits",
};
const plan = businessPlanSchema.parse(fixture.plan);

const year = new Date().getUTCFullYear();
const targets: TargetsResponse = {
  currency: "USD",
  year,
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, "0")}`,
    revenueTarget: null,
    profitTarget: null,
    revenue: "0.00",
    profit: "0.00",
  })),
  warnings: [],
};

const refusal = (path: string, message: string) => ({
  status: 400,
  json: { message, code: "validation_error", details: [{ path, message }] },
});

function serve() {
  return fakeApi({
    "GET /api/finance/targets": { json: targets },
    // The server refuses one profit the form lets through, as its own check of the contract would word it.
    "PUT /api/finance/targets": (call) =>
      (call.body as { profit: string | null }).profit === "999999999"
        ? refusal("profit", "Profit target must be an amount such as 1500 or 1499.99")
        : { json: targets },
    "POST /api/finance/targets/from-plan": (call) =>
      (call.body as { startMonth: string }).startMonth === "2031-01"
        ? refusal("planId", "This business plan has no monthly projections to take targets from.")
        : { json: targets },
    "GET /api/product-ideas": { json: { products: [idea] } },
    "GET /api/business-plans/product/5": {
      json: { plans: [{ ...plan, id: 12, productIdeaId: idea.id, createdAt: "2026-10-02T09:00:00.000Z" }] },
    },
  });
}

describe("Type a month's targets", () => {
  it("names an empty month and a wrong amount beside them and sends nothing", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    const month = screen.getByLabelText("Month");
    await user.clear(month);
    await user.type(screen.getByLabelText("Profit target"), "a lot");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    await waitFor(() => expect(errorBeside(month)).toBe("Month must be written YYYY-MM"));
    expect(errorBeside(screen.getByLabelText("Profit target"))).toBe(
      "Profit target must be an amount such as 1500 or 1499.99",
    );
    expect(api.sent("PUT /api/finance/targets")).toEqual([]);
  });

  it("puts the server's refusal beside its field, and sends a good month's targets", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    const month = screen.getByLabelText("Month");
    await user.clear(month);
    await user.type(month, `${year}-04`);
    await user.type(screen.getByLabelText("Revenue target"), " 1500.50 ");
    const profit = screen.getByLabelText("Profit target");
    await user.type(profit, "999999999");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    await waitFor(() => expect(errorBeside(profit)).toBe("Profit target must be an amount such as 1500 or 1499.99"));

    await user.clear(profit);
    await user.type(profit, "400");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    await waitFor(() =>
      expect(api.sent("PUT /api/finance/targets")).toEqual([
        { month: `${year}-04`, revenue: "1500.50", profit: "999999999" },
        { month: `${year}-04`, revenue: "1500.50", profit: "400" },
      ]),
    );
    expect(await screen.findByText(`Targets for Apr ${year} saved.`)).toBeTruthy();
  });
});

describe("Take targets from a business plan", () => {
  it("names the plan not chosen beside it and sends nothing", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    await screen.findByRole("option", { name: "Candle Kits" });
    // Not disabled to hide what is missing: pressed, it names the plan.
    await user.click(screen.getByRole("button", { name: "Take targets" }));
    await waitFor(() => expect(errorBeside(screen.getByLabelText("Business plan"))).toBe("Choose a business plan"));
    expect(api.sent("POST /api/finance/targets/from-plan")).toEqual([]);
  });

  it("puts the server's refusal beside its field, and sends the chosen plan and month 1", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    await user.selectOptions(
      screen.getByLabelText("Product idea"),
      await screen.findByRole("option", { name: "Candle Kits" }),
    );
    const planSelect = screen.getByLabelText("Business plan");
    await user.selectOptions(planSelect, await screen.findByRole("option", { name: /^Plan of/ }));
    const start = screen.getByLabelText("Month 1 is");
    await user.clear(start);
    await user.type(start, "2031-01");
    await user.click(screen.getByRole("button", { name: "Take targets" }));
    await waitFor(() =>
      expect(errorBeside(planSelect)).toBe("This business plan has no monthly projections to take targets from."),
    );

    await user.clear(start);
    await user.type(start, "2026-03");
    await user.click(screen.getByRole("button", { name: "Take targets" }));
    await waitFor(() =>
      expect(api.sent("POST /api/finance/targets/from-plan")).toEqual([
        { planId: 12, startMonth: "2031-01" },
        { planId: 12, startMonth: "2026-03" },
      ]),
    );
    // Another idea chosen clears the plan.
    await user.selectOptions(screen.getByLabelText("Product idea"), "");
    expect((planSelect as HTMLSelectElement).value).toBe("");
  });
});
