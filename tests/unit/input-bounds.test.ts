/**
 * The one rule for each amount, quantity and date a person sends (docs/decisions/904-input-bounds.md): the
 * bounds fit the columns and the sums, JSON numbers are never rounded, impossible dates are refused, and the
 * profit calculator's form follows the same rules.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_MONEY_CENTS,
  MAX_QUANTITY,
  MONEY_COLUMN_MAX_CENTS,
  calendarDateSchema,
  moneySchema,
  quantitySchema,
} from "../../shared/contracts/common";
import { MAX_INVENTORY_ITEMS } from "../../shared/domain/inventory";
import { centsToDecimal, parseCents } from "../../shared/domain/money";
import { PROFIT_DEFAULTS } from "../../shared/domain/profit";
import { profitFormSchema } from "../../shared/contracts/profit";

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe("bounds", () => {
  it("fit a money column for any price x quantity, and 5,000 items of the largest value stay exact cents", () => {
    expect(MAX_MONEY_CENTS * MAX_QUANTITY).toBeLessThanOrEqual(MONEY_COLUMN_MAX_CENTS);
    expect(MAX_MONEY_CENTS * MAX_QUANTITY * MAX_INVENTORY_ITEMS).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    expect(MAX_QUANTITY * 2).toBeLessThan(2 ** 31); // stock put back never passes an integer column
  });
});

describe("money", () => {
  const price = moneySchema("Price");
  it("takes text and JSON numbers with at most two decimals, up to 99,999.99", () => {
    expect(price.parse("8.5")).toBe("8.50");
    expect(price.parse(8.5)).toBe("8.50");
    expect(price.parse(1e3)).toBe("1000.00");
    expect(price.parse(99_999.99)).toBe("99999.99");
    expect(price.parse(" 0 ")).toBe("0.00");
  });
  it.each([
    [12.345, "Price must be an amount of 0 or more with at most two decimals"],
    [1e-7, "Price must be an amount of 0 or more with at most two decimals"],
    ["1e3", "Price must be an amount of 0 or more with at most two decimals"],
    [-0.01, "Price must be an amount of 0 or more with at most two decimals"],
    ["100000", "Price must be at most 99,999.99"],
    [1e21, "Price must be at most 99,999.99"],
    ["99999999999999999999", "Price must be at most 99,999.99"],
    ["", "Price is required"],
  ])("refuses %j with '%s'", (value, text) => {
    expect(message(price.safeParse(value))).toBe(text);
  });
  it("reads JSON numbers by their text and writes any cents in full", () => {
    expect(parseCents(12.345)).toBeNull();
    expect(parseCents(0.1 + 0.2)).toBeNull();
    expect(parseCents(1e21)).toBeNull();
    expect(centsToDecimal(1e21)).toBe("10000000000000000000.00");
    expect(centsToDecimal(-1e21)).toBe("-10000000000000000000.00");
  });
});

describe("quantity", () => {
  it("is a whole number from the minimum to 100,000", () => {
    const qty = quantitySchema("Quantity", 1);
    expect(qty.parse("100000")).toBe(100_000);
    expect(qty.parse(7)).toBe(7);
    expect(message(qty.safeParse(100_001))).toBe("Quantity must be at most 100,000");
    expect(message(qty.safeParse(1e21))).toBe("Quantity must be at most 100,000");
    expect(message(qty.safeParse("100000.5"))).toBe("Quantity must be at most 100,000");
    expect(message(qty.safeParse(0))).toBe("Quantity must be a whole number of 1 or more");
    expect(message(qty.safeParse(1.5))).toBe("Quantity must be a whole number of 1 or more");
    expect(message(qty.safeParse("1e3"))).toBe("Quantity must be a whole number of 1 or more");
    expect(message(qty.safeParse(""))).toBe("Quantity is required");
    expect(quantitySchema("Quantity", 0, 0).parse("")).toBe(0);
  });
});

describe("calendar date", () => {
  const date = calendarDateSchema("Date");
  it.each(["2024-02-29", "2000-01-01", "2100-12-31", "2026-11-25T21:24:21.192Z", "2026-03-01T08:00+02:00"])(
    "accepts %s",
    (v) => expect(date.safeParse(v).success).toBe(true),
  );
  it.each([
    ["2026-02-30", "Date must be a real calendar date (YYYY-MM-DD)"],
    ["2100-02-29", "Date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-00-10", "Date must be a real calendar date (YYYY-MM-DD)"],
    ["2026-06-01T12:60Z", "Date must be a real calendar date (YYYY-MM-DD)"],
    ["0000-01-01", "Date must be between 2000-01-01 and 2100-12-31"],
    ["9999-12-31", "Date must be between 2000-01-01 and 2100-12-31"],
    ["yesterday", "Date must be a date (YYYY-MM-DD)"],
    ["20260101", "Date must be a date (YYYY-MM-DD)"],
  ])("refuses %s with '%s'", (v, text) => {
    expect(message(date.safeParse(v))).toBe(text);
  });
});

describe("profit calculator form", () => {
  const check = (field: string, value: string) =>
    message(profitFormSchema.safeParse({ ...PROFIT_DEFAULTS, [field]: value }));
  it("refuses what it would otherwise round or overflow, under the field", () => {
    expect(check("price", "8.505")).toBe("Selling price must be an amount of 0 or more with at most two decimals");
    expect(check("cost", "100000")).toBe("Product cost must be at most 99,999.99");
    expect(check("platformFee", "2.925")).toBe("Enter a percentage with at most two decimals");
    expect(check("monthlySales", "1000001")).toBe("Monthly sales must be at most 1,000,000");
  });
  it("still counts empty or invalid text as 0 and drops the decimals of monthly sales", () => {
    expect(check("price", "")).toBeUndefined();
    expect(check("ads", "abc")).toBeUndefined();
    expect(check("monthlySales", "12.7")).toBeUndefined();
    expect(check("price", "1e2")).toBeUndefined();
  });
});
