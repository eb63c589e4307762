/**
 * Advanced Analytics' Pro panels against a fake API typed by shared/contracts/finance.ts: customers and cohorts
 * (the repeat-purchase rate, a row per first-order month with its later months' shares) and plan against actual
 * (targets beside actual figures, typed targets sent as the contract says with messages beside their fields,
 * targets taken from a chosen business plan); a free user sees the upsell and asks for none of them.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CohortsResponse, TargetsResponse } from "@shared/contracts/finance";
import { AdvancedAnalyticsScreen } from "@/features/advanced-analytics/components/analytics-screen";
import { CustomersPanel } from "@/features/advanced-analytics/components/customers-panel";
import { PlanActualPanel } from "@/features/advanced-analytics/components/plan-actual-panel";
import { productIdeaListResponseSchema } from "@shared/contracts/business-ideas";
import { businessPlanSchema } from "@shared/contracts/business-plans";
import fixture from "./fixtures/business-idea.json";
import { fakeApi } from "./support/fake-api";
import { aUser, errorBeside, renderInApp } from "./support/render";

/** A stored idea and its plan as the server answers them (the offline engine's answer, parsed by the contracts). */
const idea = {
  ...productIdeaListResponseSchema.parse({ products: fixture.products }).products[0],
  id: 5,
  name: "Candle Kits",
};
const plan = businessPlanSchema.parse(fixture.plan);

const cohorts: CohortsResponse = {
  currency: "USD",
  customers: 40,
  repeatCustomers: 9,
  repeatPurchaseRate: "22.5",
  ordersWithoutCustomer: 3,
  cohorts: [
    {
      month: "2026-09",
      customers: 25,
      revenuePerCustomer: "48.20",
      returning: [
        { offset: 1, share: "20.0" },
        { offset: 2, share: "8.0" },
      ],
    },
    { month: "2026-10", customers: 15, revenuePerCustomer: "31.00", returning: [{ offset: 1, share: "0.0" }] },
  ],
};

const year = new Date().getUTCFullYear();
function targets(overrides: Partial<TargetsResponse["months"][number]>[] = []): TargetsResponse {
  return {
    currency: "USD",
    year,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: `${year}-${String(i + 1).padStart(2, "0")}`,
      revenueTarget: null,
      profitTarget: null,
      revenue: "0.00",
      profit: "0.00",
      ...overrides[i],
    })),
    warnings: [
      { code: "missing_cost", count: 2, message: "2 order lines have no known cost, so their profit is not counted." },
    ],
  };
}

describe("Customers and cohorts", () => {
  it("shows the repeat-purchase rate and a row per cohort with its later months' shares", async () => {
    const api = fakeApi({ "GET /api/analytics/cohorts": { json: cohorts } });
    const { user } = renderInApp(<CustomersPanel />);
    expect((await screen.findByTestId("customers-repeat-rate")).textContent).toBe("22.5%");
    expect(screen.getByTestId("customers-total").textContent).toBe("40");
    expect(screen.getByText(/3 orders without a customer/)).toBeTruthy();
    const table = screen.getByRole("table");
    const sept = within(table).getByRole("row", { name: /Sep 2026/ });
    expect(
      within(sept)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["25", "$48.20", "20.0%", "8.0%"]);
    const oct = within(table).getByRole("row", { name: /Oct 2026/ });
    expect(
      within(oct)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["15", "$31.00", "0.0%", ""]);

    await user.click(screen.getByRole("button", { name: "24-month cohorts" }));
    await waitFor(() => expect(api.calls.some((c) => c.search === "?months=24")).toBe(true));
  });

  it("says so when no customer made a first order in the period", async () => {
    fakeApi({
      "GET /api/analytics/cohorts": {
        json: { ...cohorts, customers: 0, repeatCustomers: 0, repeatPurchaseRate: null, cohorts: [] },
      },
    });
    renderInApp(<CustomersPanel />);
    expect(await screen.findByText(/No customer made a first order in the last 12 months/)).toBeTruthy();
    expect(screen.getByTestId("customers-repeat-rate").textContent).toBe("—");
  });
});

describe("Plan against actual", () => {
  const withFigures = () =>
    targets([{ revenueTarget: "1000.00", profitTarget: "300.00", revenue: "1200.50", profit: "250.00" }]);

  function serve(answer = withFigures()) {
    return fakeApi({
      "GET /api/finance/targets": { json: answer },
      "PUT /api/finance/targets": { json: answer },
      "POST /api/finance/targets/from-plan": (call) =>
        (call.body as { planId: number }).planId === 99
          ? {
              status: 400,
              json: {
                message: "This business plan has no monthly projections to take targets from.",
                details: [
                  { path: "planId", message: "This business plan has no monthly projections to take targets from." },
                ],
              },
            }
          : { json: answer },
      "GET /api/product-ideas": { json: { products: [idea] } },
      "GET /api/business-plans/product/5": {
        json: {
          plans: [
            { ...plan, id: 12, productIdeaId: idea.id, createdAt: "2026-10-02T09:00:00.000Z" },
            { ...plan, id: 99, productIdeaId: idea.id, createdAt: "2026-10-09T09:00:00.000Z" },
          ],
        },
      },
    });
  }

  it("shows each month's targets beside the actual figures with the gap, and the warnings", async () => {
    serve();
    renderInApp(<PlanActualPanel />);
    const jan = await screen.findByRole("row", { name: new RegExp(`Jan ${year}`) });
    expect(
      within(jan)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["$1,000.00", "$1,200.50", "+$200.50", "$300.00", "$250.00", "-$50.00"]);
    const feb = screen.getByRole("row", { name: new RegExp(`Feb ${year}`) });
    expect(within(feb).getAllByRole("cell")[2].textContent).toBe("—");
    expect(screen.getByText("2 order lines have no known cost, so their profit is not counted.")).toBeTruthy();
    expect(screen.getByRole("img", { name: /1 month with targets/ })).toBeTruthy();
  });

  it("asks for the year shown", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    await screen.findByRole("row", { name: new RegExp(`Jan ${year}`) });
    await user.click(screen.getByRole("button", { name: "Previous year" }));
    await waitFor(() => expect(api.calls.some((c) => c.search === `?year=${year - 1}`)).toBe(true));
  });

  it("sends a month's typed targets, empty clearing one, and puts a refusal beside its field", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    await screen.findByRole("row", { name: new RegExp(`Jan ${year}`) });
    const month = screen.getByLabelText("Month");
    // Choosing a month fills its saved targets.
    await user.clear(month);
    await user.type(month, `${year}-01`);
    expect((screen.getByLabelText("Revenue target") as HTMLInputElement).value).toBe("1000.00");

    await user.clear(screen.getByLabelText("Revenue target"));
    await user.type(screen.getByLabelText("Revenue target"), "lots");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    expect(errorBeside(screen.getByLabelText("Revenue target"))).toBe(
      "Revenue target must be an amount such as 1500 or 1499.99",
    );
    expect(api.sent("PUT /api/finance/targets")).toEqual([]);

    await user.clear(screen.getByLabelText("Revenue target"));
    await user.type(screen.getByLabelText("Revenue target"), "1500");
    await user.clear(screen.getByLabelText("Profit target"));
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    await waitFor(() =>
      expect(api.sent("PUT /api/finance/targets")).toEqual([{ month: `${year}-01`, revenue: "1500", profit: null }]),
    );
  });

  it("takes targets from a chosen business plan, and shows the plan's refusal beside the plan", async () => {
    const api = serve();
    const { user } = renderInApp(<PlanActualPanel />);
    await user.selectOptions(
      await screen.findByLabelText("Product idea"),
      await screen.findByRole("option", { name: "Candle Kits" }),
    );
    const plan = screen.getByLabelText("Business plan");
    await waitFor(() => expect(within(plan).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(plan, "12");
    const start = screen.getByLabelText("Month 1 is");
    await user.clear(start);
    await user.type(start, "2026-03");
    await user.click(screen.getByRole("button", { name: "Take targets" }));
    await waitFor(() =>
      expect(api.sent("POST /api/finance/targets/from-plan")).toEqual([{ planId: 12, startMonth: "2026-03" }]),
    );

    await user.selectOptions(plan, "99");
    await user.click(screen.getByRole("button", { name: "Take targets" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Business plan"))).toBe(
        "This business plan has no monthly projections to take targets from.",
      ),
    );
  });
});

describe("Free user", () => {
  it("sees the upsell and no Pro panel asks the API", async () => {
    const api = fakeApi({ "GET /api/auth/user": { json: aUser() } });
    renderInApp(<AdvancedAnalyticsScreen />);
    expect(await screen.findByRole("link", { name: "Upgrade to Pro - $10/month" })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toEqual(["/api/auth/user"]);
  });
});
