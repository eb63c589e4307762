/**
 * The P&L screen's profit after ads, estimated fees and what it cannot see, against a fake API typed by
 * shared/contracts/finance.ts (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md,
 * docs/decisions/1061-what-the-pnl-cannot-see.md, docs/decisions/1062-profit-after-ads-metrics.md).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FeeRatesResponse, PnlFigures, PnlResponse } from "@shared/contracts/finance";
import { MerPanel } from "@/features/advanced-analytics/components/mer-panel";
import { ProfitAndLossScreen } from "@/features/profit-and-loss/components/profit-and-loss-screen";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const figures: PnlFigures = {
  orders: 4,
  units: 5,
  grossSales: "140.00",
  discounts: "2.00",
  refunds: "0.00",
  netSales: "138.00",
  shipping: "9.00",
  cogs: "44.00",
  fees: "15.48",
  expenses: "75.00",
  netProfit: "12.52",
  margin: "9.1",
  adSpend: "60.00",
  estimated: ["fees"],
};
const metrics = { mer: "2.30", breakEvenMer: "1.90", cac: "30.00", newCustomers: 2, reasons: {} };

function aPnl(overrides: Partial<PnlResponse> = {}): PnlResponse {
  return {
    currency: "USD",
    from: "2026-09-01",
    to: "2026-09-30",
    groupBy: "month",
    rows: [{ key: "2026-09", label: "September 2026", ...figures, metrics }],
    totals: figures,
    metrics,
    adPlatforms: [
      { platform: "etsy", label: "Etsy Ads", adSpend: "10.00", sales: "50.00", roas: "5.00" },
      { platform: "meta", label: "Meta (Facebook and Instagram)", adSpend: "50.00", sales: null, roas: null },
    ],
    warnings: [
      {
        code: "channel_gap",
        count: 2,
        channel: "etsy",
        period: { from: "2026-09-01", to: "2026-09-30" },
        details: ["2026-09"],
        message:
          "Etsy postage is not in the sold-items export: import your Etsy statement. It also brings Etsy's real fees and your Etsy Ads; until then the fees of 2 Etsy orders ($6.52) are estimated from Etsy's fee schedule.",
      },
    ],
    perHour: null,
    ...overrides,
  };
}

const feeRates: FeeRatesResponse = {
  channels: [
    {
      channel: "shopify",
      label: "Shopify",
      country: "US",
      note: "Cards issued abroad cost more.",
      options: ["basic", "advanced"].map((id, i) => ({
        id,
        label: `Shopify Payments, ${id}`,
        rate: { percent: i ? "2.5" : "2.9", perOrder: "0.30", perUnit: "0.00" },
        parts: [
          {
            label: "Online card rate",
            percent: i ? "2.5" : "2.9",
            perOrder: "0.30",
            perUnit: "0.00",
            source: { name: "Shopify, Pricing", year: 2025, url: "https://www.shopify.com/pricing" },
          },
        ],
      })),
      used: { optionId: "basic", own: false, percent: "2.9", perOrder: "0.30", perUnit: "0.00" },
    },
  ],
};

function serve(pnl = aPnl()) {
  return fakeApi({
    "GET /api/finance/pnl": { json: pnl },
    "GET /api/finance/settings": { json: { settings: { homeCurrency: "USD", hoursPerWeek: null, hourlyWage: null } } },
    "GET /api/finance/rates": { json: { homeCurrency: "USD", rates: [] } },
    "GET /api/expenses": { json: { expenses: [] } },
    "GET /api/finance/fee-rates": { json: feeRates },
    "PUT /api/finance/fee-rates/shopify": { json: feeRates },
  });
}

describe("profit after ads on the P&L", () => {
  it("shows ad spend, MER against break-even, the cost of a new customer and spend by platform", async () => {
    serve();
    renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss?period=custom&from=2026-09-01&to=2026-09-30" });
    const card = await screen.findByTestId("profit-after-ads");
    expect(within(card).getByTestId("ad-spend").textContent).toBe("$60.00");
    expect(within(card).getByTestId("mer").textContent).toBe("2.30×");
    expect(within(card).getByTestId("break-even-mer").textContent).toBe("1.90×");
    expect(within(card).getByTestId("cac").textContent).toBe("$30.00");
    expect(within(card).getByTestId("ads-verdict").textContent).toMatch(/pay for themselves/);
    const platforms = within(card).getByTestId("ad-platforms");
    expect(platforms.textContent).toContain("Etsy Ads$10.00$50.00(5.00×)");
    expect(platforms.textContent).toContain("Meta (Facebook and Instagram)$50.00-");
  });

  it("says why a figure is missing, and marks estimated fees and the warning with its fixes", async () => {
    serve(
      aPnl({
        metrics: {
          mer: null,
          breakEvenMer: "1.43",
          cac: null,
          newCustomers: 0,
          reasons: {
            mer: "No ad spend in this period, so there is no return on it to measure.",
            cac: "No new customers.",
          },
        },
      }),
    );
    renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss?period=custom&from=2026-09-01&to=2026-09-30" });
    const card = await screen.findByTestId("profit-after-ads");
    expect(within(card).getByTestId("mer").textContent).toBe("-");
    expect(card.textContent).toContain("No ad spend in this period");
    expect(card.textContent).toContain("No new customers.");
    expect(within(card).queryByTestId("ads-verdict")).toBeNull();

    const totals = screen.getByTestId("pnl-totals");
    expect(within(totals).getByTitle("Estimated from the fee schedule").textContent).toBe("est.");
    const gap = screen.getByTestId("warning-channel_gap-etsy");
    expect(gap.textContent).toContain("Etsy postage is not in the sold-items export: import your Etsy statement.");
    expect(
      within(gap)
        .getByRole("link", { name: /Import your statement/ })
        .getAttribute("href"),
    ).toBe("/imports");
    expect(
      within(gap)
        .getByRole("link", { name: /Edit your fee rates/ })
        .getAttribute("href"),
    ).toBe("#fee-rates");
  });

  it("marks a margin above 100% beside the figure", async () => {
    const over = { ...figures, netSales: "69.60", netProfit: "75.68", margin: "108.7" };
    serve(aPnl({ rows: [{ key: "2026-09", label: "September 2026", ...over, metrics }], totals: over }));
    renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss?period=custom&from=2026-09-01&to=2026-09-30" });
    const totals = await screen.findByTestId("pnl-totals");
    expect(within(totals).getByTitle("Above 100%: see the warning above the figures")).toBeTruthy();
  });

  it("edits a channel's fee rate: a plan fills the figures, a wrong figure is refused beside its field", async () => {
    const api = serve();
    const { user } = renderInApp(<ProfitAndLossScreen />, { path: "/profit-and-loss" });
    await user.click(await screen.findByRole("button", { name: "Show and edit the rates" }));
    const row = await screen.findByTestId("fee-rate-shopify");
    expect(within(row).getByRole("link", { name: "Shopify, Pricing" }).getAttribute("href")).toBe(
      "https://www.shopify.com/pricing",
    );
    await user.selectOptions(within(row).getByLabelText("Shopify"), "advanced");
    expect((within(row).getByLabelText("Percent") as HTMLInputElement).value).toBe("2.5");

    const perOrder = within(row).getByLabelText("Per order");
    await user.clear(perOrder);
    await user.type(perOrder, "abc");
    await user.click(within(row).getByRole("button", { name: "Save Shopify's rate" }));
    await waitFor(() => expect(errorBeside(perOrder)).toBe("Per order must be an amount such as 0.25"));
    expect(api.sent("PUT /api/finance/fee-rates/shopify")).toEqual([]);

    await user.clear(perOrder);
    await user.type(perOrder, "0.30");
    await user.click(within(row).getByRole("button", { name: "Save Shopify's rate" }));
    await waitFor(() =>
      expect(api.sent("PUT /api/finance/fee-rates/shopify")).toEqual([
        { optionId: "advanced", percent: "2.5", perOrder: "0.30", perUnit: "0.00" },
      ]),
    );
  });
});

describe("Advanced Analytics: MER against break-even by month", () => {
  it("draws both lines from the P&L by month and says the year's figures", async () => {
    const monthly = aPnl({
      rows: [
        {
          key: "2026-08",
          label: "August 2026",
          ...figures,
          metrics: { ...metrics, mer: null, reasons: { mer: "No ad spend" } },
        },
        { key: "2026-09", label: "September 2026", ...figures, metrics },
      ],
    });
    const api = fakeApi({ "GET /api/finance/pnl": { json: monthly } });
    renderInApp(<MerPanel />);
    expect((await screen.findByTestId("mer-summary")).textContent).toBe(
      "Over 12 months: $60.00 of ads, MER 2.30× against a break-even of 1.90×.",
    );
    expect(screen.getByRole("img", { name: /^MER and break-even MER by month/ })).toBeTruthy();
    const asked = new URLSearchParams(api.calls.find((c) => c.path === "/api/finance/pnl")?.search);
    expect(asked.get("groupBy")).toBe("month");
  });
});
