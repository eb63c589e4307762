/**
 * The profit-and-loss screen's forms on the form kit (decision 870): pressed with a required field empty, each names
 * it beside the field in the contract's words and sends nothing; a server 400's details land beside their fields.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CurrencyRates } from "@/features/profit-and-loss/components/currency-rates";
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
