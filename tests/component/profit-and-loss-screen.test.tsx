/**
 * The profit-and-loss screen against a fake API typed by shared/contracts/finance.ts: the table and its totals,
 * the warnings with the place to fix each, a line per product that loses money, the tabs asking for another
 * grouping, profit per hour against the wage, and the settings form's messages beside its fields.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PnlFigures, PnlGroup, PnlResponse } from "@shared/contracts/finance";
import { ProfitAndLossScreen } from "@/features/profit-and-loss/components/profit-and-loss-screen";
import { waterfallSteps } from "@/features/profit-and-loss/components/waterfall-chart";
import { fakeApi, type Call } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const figures = (overrides: Partial<PnlFigures> = {}): PnlFigures => ({
  orders: 10,
  units: 14,
  grossSales: "500.00",
  discounts: "20.00",
  refunds: "30.00",
  netSales: "450.00",
  shipping: "25.00",
  cogs: "180.00",
  fees: "40.00",
  expenses: "60.00",
  netProfit: "195.00",
  margin: "43.3",
  adSpend: "0.00",
  estimated: [],
  ...overrides,
});

const noMetrics = { mer: null, breakEvenMer: null, cac: null, newCustomers: 0, reasons: {} };

function aPnl(groupBy: PnlGroup, overrides: Partial<PnlResponse> = {}): PnlResponse {
  const rows: Record<PnlGroup, Omit<PnlResponse["rows"][number], "metrics">[]> = {
    month: [
      { key: "2026-01", label: "January 2026", ...figures({ netProfit: "120.00" }) },
      { key: "2026-02", label: "February 2026", ...figures({ netProfit: "75.00" }) },
    ],
    source: [{ key: "shopify", label: "Shopify", ...figures() }],
    product: [
      { key: "CANDLE-LAV", label: "Lavender Soy Candle", ...figures({ netProfit: "210.00" }) },
      { key: "MUG-BLU", label: "Stoneware Mug - Blue", ...figures({ units: 3, netProfit: "-15.00", margin: "-12.5" }) },
      // Discounts, refunds, shipping and fees of the orders: no product's, so never a product that loses money.
      { key: "_orders", label: "Order discounts, refunds, shipping and fees", ...figures({ netProfit: "-80.00" }) },
    ],
  };
  return {
    currency: "USD",
    from: "2025-12-01",
    to: "2026-11-30",
    groupBy,
    rows: rows[groupBy].map((r) => ({ ...r, metrics: null })),
    totals: figures(),
    metrics: noMetrics,
    adPlatforms: [],
    warnings: [
      {
        code: "missing_cost",
        count: 3,
        message: "3 order lines have no known cost, so their profit is not counted.",
      },
      {
        code: "missing_rate",
        count: 2,
        message: "2 orders in EUR are left out: add a rate.",
        details: ["EUR 2026-01"],
      },
    ],
    perHour: { hoursPerWeek: "5", hours: "260", profitPerHour: "0.75", hourlyWage: "15.00" },
    ...overrides,
  };
}

function serve() {
  return fakeApi({
    "GET /api/finance/pnl": (call: Call) => {
      const groupBy = (new URLSearchParams(call.search).get("groupBy") ?? "month") as PnlGroup;
      return { json: aPnl(groupBy) };
    },
    "GET /api/finance/settings": {
      json: { settings: { homeCurrency: "USD", hoursPerWeek: "5", hourlyWage: "15.00" } },
    },
    "GET /api/finance/rates": { json: { homeCurrency: "USD", rates: [] } },
    "GET /api/expenses": { json: { expenses: [] } },
    "GET /api/finance/fee-rates": { json: { channels: [] } },
    "PUT /api/finance/settings": (call) => ({ json: { settings: call.body } }),
  });
}

describe("profit and loss screen", () => {
  it("shows the table with its totals, the warnings with where to fix them, and the products that lose money", async () => {
    serve();
    renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss?period=custom&from=2025-12-01&to=2026-11-30" });

    const table = await screen.findByTestId("pnl-table");
    expect(within(table).getByTestId("pnl-row-2026-01").textContent).toContain("January 2026");
    expect(within(table).getByTestId("pnl-totals").textContent).toContain("$195.00");
    expect(within(table).getByTestId("pnl-totals").textContent).toContain("43.3%");

    const missingCost = screen.getByTestId("warning-missing_cost");
    expect(missingCost.textContent).toContain("3 order lines have no known cost");
    expect(
      within(missingCost)
        .getByRole("link", { name: "Set product costs in the Inventory Tracker" })
        .getAttribute("href"),
    ).toBe("/inventory-tracker");
    expect(screen.getByTestId("warning-missing_rate").textContent).toContain("EUR 2026-01");

    expect((await screen.findByTestId("losing-products")).textContent).toBe(
      "Stoneware Mug - Bluelost $15.00 on 3 units (margin -12.5%)",
    );
    expect(
      screen.getByRole("img", {
        name: /From gross sales to net profit: Gross sales \$500.00, Discounts minus \$20.00/,
      }),
    ).toBeTruthy();
  });

  it("asks for the figures by channel when that tab is chosen, for the period in the address", async () => {
    const api = serve();
    const { user } = renderInApp(<ProfitAndLossScreen />, {
      path: "/profit-and-loss?period=custom&from=2026-01-01&to=2026-03-31",
    });
    await screen.findByTestId("pnl-table");
    await user.click(screen.getByRole("tab", { name: "By channel" }));
    expect((await screen.findByTestId("pnl-row-shopify")).textContent).toContain("Shopify");
    const asked = api.calls.filter((c) => c.path === "/api/finance/pnl").map((c) => c.search);
    expect(asked).toContain("?from=2026-01-01&to=2026-03-31&groupBy=source");
  });

  it("compares profit per hour with the wage, and refuses impossible hours beside the field", async () => {
    const api = serve();
    const { user } = renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss" });
    expect((await screen.findByTestId("profit-per-hour")).textContent).toBe("$0.75");
    expect(screen.getByTestId("per-hour-verdict").textContent).toBe(
      "A job at this wage would pay more for the same hours.",
    );

    const hours = screen.getByLabelText("Hours per week");
    await user.clear(hours);
    await user.type(hours, "200");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(errorBeside(hours)).toBe("Hours per week must be at most 168"));
    expect(api.sent("PUT /api/finance/settings")).toEqual([]);

    await user.clear(hours);
    await user.type(hours, "7.5");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(api.sent("PUT /api/finance/settings")).toEqual([
        { homeCurrency: "USD", hoursPerWeek: "7.5", hourlyWage: "15.00" },
      ]),
    );
  });
});

describe("waterfall", () => {
  it("walks from gross sales to net profit, each step starting where the last ended", () => {
    const steps = waterfallSteps(figures());
    expect(steps.map((s) => [s.label, s.from, s.to])).toEqual([
      ["Gross sales", 0, 50000],
      ["Discounts", 50000, 48000],
      ["Refunds", 48000, 45000],
      ["Net sales", 0, 45000],
      ["Shipping", 45000, 47500],
      ["Cost of goods", 47500, 29500],
      ["Fees", 29500, 25500],
      ["Expenses", 25500, 19500],
      ["Net profit", 0, 19500],
    ]);
  });
});
