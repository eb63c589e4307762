/**
 * The profit calculator's form on the form kit (shared/contracts/profit.ts): an empty field counts as 0 (no
 * required field, so submit is never held back), a number the calculator would have to change is refused beside
 * its field in the schema's wording and nothing is calculated; the calculator runs in the browser, so there is no
 * server answer to show.
 */
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PROFIT_DEFAULTS } from "@shared/domain/profit";
import { ProfitCalculatorScreen } from "@/features/profit-calculator/components/profit-calculator-screen";
import { ProfitForm } from "@/features/profit-calculator/components/profit-form";
import { errorBeside, renderInApp } from "./support/render";

describe("the profit calculator's form", () => {
  it("refuses a negative cost beside its field and calculates nothing", async () => {
    const onCalculate = vi.fn();
    const { user } = renderInApp(<ProfitForm defaults={{ ...PROFIT_DEFAULTS }} onCalculate={onCalculate} />);
    const cost = screen.getByLabelText("Product Cost ($)");
    await user.clear(cost);
    await user.type(cost, "-4");
    await user.click(screen.getByRole("button", { name: "Calculate Profit" }));
    await waitFor(() => expect(errorBeside(cost)).toBe("Enter 0 or more (negative numbers are not allowed)"));
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it("refuses a percentage above 100 beside its field", async () => {
    const onCalculate = vi.fn();
    const { user } = renderInApp(<ProfitForm defaults={{ ...PROFIT_DEFAULTS }} onCalculate={onCalculate} />);
    const fee = screen.getByLabelText("Platform Fee (%)");
    await user.clear(fee);
    await user.type(fee, "120");
    await user.click(screen.getByRole("button", { name: "Calculate Profit" }));
    await waitFor(() => expect(errorBeside(fee)).toBe("Enter a percentage from 0 to 100"));
    expect(onCalculate).not.toHaveBeenCalled();
  });

  it("an emptied field counts as 0: the form is sent as typed", async () => {
    const onCalculate = vi.fn();
    const { user } = renderInApp(<ProfitForm defaults={{ ...PROFIT_DEFAULTS }} onCalculate={onCalculate} />);
    await user.clear(screen.getByLabelText("Shipping Cost ($)"));
    await user.click(screen.getByRole("button", { name: "Calculate Profit" }));
    await waitFor(() => expect(onCalculate).toHaveBeenCalledOnce());
    expect(onCalculate.mock.calls[0][0]).toEqual({ ...PROFIT_DEFAULTS, shipping: "" });
  });

  it("on the screen: a refused value keeps 'Ready to Calculate'; corrected, the results show", async () => {
    const { user } = renderInApp(<ProfitCalculatorScreen />, { path: "/profit-calculator" });
    const price = screen.getByLabelText("Selling Price ($)");
    await user.clear(price);
    await user.type(price, "19.999");
    await user.click(screen.getByRole("button", { name: "Calculate Profit" }));
    await waitFor(() => expect(errorBeside(screen.getByLabelText("Selling Price ($)"))).toBeTruthy());
    expect(screen.getByText("Ready to Calculate")).toBeTruthy();
    const again = screen.getByLabelText("Selling Price ($)");
    await user.clear(again);
    await user.type(again, "29.99");
    await user.click(screen.getByRole("button", { name: "Calculate Profit" }));
    await waitFor(() => expect(screen.queryByText("Ready to Calculate")).toBeNull());
    expect((screen.getByLabelText("Selling Price ($)") as HTMLInputElement).value).toBe("29.99");
  });
});
