/**
 * The profit-and-loss screen's forms on the form kit (decision 870): pressed with a required field empty, each names
 * it beside the field in the contract's words and sends nothing; a server 400's details land beside their fields.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CurrencyRates } from "@/features/profit-and-loss/components/currency-rates";
import { FeeRates } from "@/features/profit-and-loss/components/fee-rates";
import { ExpensesCard } from "@/features/profit-and-loss/components/expenses-card";
import { ProfitPerHour } from "@/features/profit-and-loss/components/profit-per-hour";
import { fakeApi } from "./support/fake-api";
import { errorBeside, renderInApp } from "./support/render";

const refusal = (path: string, message: string) => ({
  status: 400,
  json: { message: "Please check the highlighted fields.", code: "validation_error", details: [{ path, message }] },
});

describe("currency rates form", () => {
  it("names an empty currency beside it and sends nothing", async () => {
    const api = fakeApi({ "GET /api/finance/rates": { json: { homeCurrency: "USD", rates: [] } } });
    const { user } = renderInApp(<CurrencyRates missing={[]} />);
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Currency"))).toBe("Currency must be a three-letter code such as USD"),
    );
    expect(api.sent("PUT /api/finance/rates")).toEqual([]);
  });

  it("puts the server's refusal of the rate beside the rate", async () => {
    const api = fakeApi({
      "GET /api/finance/rates": { json: { homeCurrency: "USD", rates: [] } },
      "PUT /api/finance/rates": refusal("rate", "Rate must be more than 0"),
    });
    const { user } = renderInApp(<CurrencyRates missing={["EUR 2026-01"]} />);
    await user.click(screen.getByRole("button", { name: "Add a rate for EUR 2026-01" }));
    const rate = screen.getByLabelText("Rate (in USD)");
    await user.type(rate, "1.08");
    await user.click(screen.getByRole("button", { name: "Save rate" }));
    await waitFor(() => expect(errorBeside(rate)).toBe("Rate must be more than 0"));
    expect(api.sent("PUT /api/finance/rates")).toEqual([{ currency: "EUR", month: "2026-01", rate: "1.08" }]);
  });
});

describe("profit per hour settings form", () => {
  const settings = { homeCurrency: "USD", hoursPerWeek: "5", hourlyWage: "15.00" };

  it("names an invalid wage beside it and sends nothing; empty boxes are sent as not set", async () => {
    const api = fakeApi({ "PUT /api/finance/settings": (call) => ({ json: { settings: call.body } }) });
    const { user } = renderInApp(<ProfitPerHour pnl={undefined} settings={settings} />);
    const wage = screen.getByLabelText("Hourly wage");
    await user.clear(wage);
    await user.type(wage, "lots");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(errorBeside(wage)).toBe("Hourly wage must be an amount such as 15 or 12.50"));
    expect(api.sent("PUT /api/finance/settings")).toEqual([]);

    await user.clear(wage);
    await user.clear(screen.getByLabelText("Hours per week"));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(api.sent("PUT /api/finance/settings")).toEqual([
        { homeCurrency: "USD", hoursPerWeek: null, hourlyWage: null },
      ]),
    );
  });

  it("puts the server's refusal of the hours beside the hours", async () => {
    fakeApi({ "PUT /api/finance/settings": refusal("hoursPerWeek", "Hours per week must be at most 168") });
    const { user } = renderInApp(<ProfitPerHour pnl={undefined} settings={settings} />);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Hours per week"))).toBe("Hours per week must be at most 168"),
    );
  });
});

describe("expenses form", () => {
  const period = { from: "2026-01-01", to: "2026-12-31" };

  it("names an empty amount beside it and sends nothing", async () => {
    const api = fakeApi({ "GET /api/expenses": { json: { expenses: [] } } });
    const { user } = renderInApp(<ExpensesCard period={period} homeCurrency="USD" />);
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    await waitFor(() =>
      expect(errorBeside(screen.getByLabelText("Amount"))).toBe("Amount must be an amount such as 25 or 19.99"),
    );
    expect(api.sent("POST /api/expenses")).toEqual([]);
  });

  it("puts the server's refusal of the note beside the note", async () => {
    fakeApi({
      "GET /api/expenses": { json: { expenses: [] } },
      "POST /api/expenses": refusal("note", "Note must be at most 500 characters"),
    });
    const { user } = renderInApp(<ExpensesCard period={period} homeCurrency="USD" />);
    await user.type(screen.getByLabelText("Amount"), "40");
    await user.click(screen.getByRole("button", { name: "Add expense" }));
    await waitFor(() => expect(errorBeside(screen.getByLabelText("Note"))).toBe("Note must be at most 500 characters"));
  });
});

describe("fee rates form", () => {
  const rate = { percent: "2.9", perOrder: "0.30", perUnit: "0.00" };
  const feeRates = {
    channels: [
      {
        channel: "shopify" as const,
        label: "Shopify",
        country: "US",
        note: "Cards issued abroad cost more.",
        options: [
          {
            id: "basic",
            label: "Shopify Payments, basic",
            rate,
            parts: [
              {
                label: "Online card rate",
                ...rate,
                source: { name: "Shopify, Pricing", year: 2025, url: "https://www.shopify.com/pricing" },
              },
            ],
          },
        ],
        used: { optionId: "basic", own: false, ...rate },
      },
    ],
  };

  it("names an empty percent beside it and sends nothing; puts a server refusal beside its field", async () => {
    const api = fakeApi({
      "GET /api/finance/fee-rates": { json: feeRates },
      "PUT /api/finance/fee-rates/shopify": refusal("perUnit", "Per unit must be an amount such as 0.25"),
    });
    const { user } = renderInApp(<FeeRates />);
    await user.click(await screen.findByRole("button", { name: "Show and edit the rates" }));
    const row = await screen.findByTestId("fee-rate-shopify");
    const percent = within(row).getByLabelText("Percent");
    await user.clear(percent);
    await user.click(within(row).getByRole("button", { name: "Save Shopify's rate" }));
    await waitFor(() =>
      expect(errorBeside(percent)).toBe("Percent must be a number such as 9.5, with at most three decimals"),
    );
    expect(api.sent("PUT /api/finance/fee-rates/shopify")).toEqual([]);

    await user.type(percent, "3");
    await user.click(within(row).getByRole("button", { name: "Save Shopify's rate" }));
    await waitFor(() =>
      expect(errorBeside(within(row).getByLabelText("Per unit"))).toBe("Per unit must be an amount such as 0.25"),
    );
  });
});
