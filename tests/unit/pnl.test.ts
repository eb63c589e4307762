/** The profit-and-loss formulas at their edges (shared/domain/pnl.ts, docs/guide/profit-and-loss.md). */
import { describe, expect, it } from "vitest";
import {
  addAmounts,
  centsText,
  daysInPeriod,
  pnlFigures,
  profitPerHour,
  textCents,
  ZERO_AMOUNTS,
  type PnlAmounts,
} from "../../shared/domain/pnl";

const row = (over: Partial<PnlAmounts>): PnlAmounts => ({ ...ZERO_AMOUNTS, ...over });

describe("pnlFigures", () => {
  it("no sales: every figure zero and no margin", () => {
    expect(pnlFigures(ZERO_AMOUNTS)).toEqual({
      orders: 0,
      units: 0,
      grossSales: "0.00",
      discounts: "0.00",
      refunds: "0.00",
      netSales: "0.00",
      shipping: "0.00",
      cogs: "0.00",
      fees: "0.00",
      expenses: "0.00",
      netProfit: "0.00",
      margin: null,
    });
  });

  it("net sales less discounts and refunds; net profit adds shipping, takes off cost, fees and expenses", () => {
    const f = pnlFigures(
      row({
        grossSales: 10000n,
        discounts: 500n,
        refunds: 1000n,
        shipping: 499n,
        cogs: 3000n,
        fees: 250n,
        expenses: 1200n,
      }),
    );
    expect(f).toMatchObject({ netSales: "85.00", netProfit: "45.49", margin: "53.5" });
  });

  it("only refunds: negative net sales and net profit, no margin; refunds do not return cost", () => {
    const f = pnlFigures(row({ refunds: 1999n, fees: 300n }));
    expect(f).toMatchObject({ netSales: "-19.99", netProfit: "-22.99", margin: null });
  });

  it("a loss: a negative margin rounded half away from zero", () => {
    expect(pnlFigures(row({ grossSales: 1000n, cogs: 1555n })).margin).toBe("-55.5");
    expect(pnlFigures(row({ grossSales: 3000n, cogs: 2000n })).margin).toBe("33.3");
    expect(pnlFigures(row({ grossSales: 600n, cogs: 200n })).margin).toBe("66.7");
  });

  it("missing costs count as no cost in the sum (the caller warns), never as a figure of their own", () => {
    // Two lines of 10.00, one without a cost: cost of goods is the known one only.
    expect(pnlFigures(row({ grossSales: 2000n, cogs: 400n })).netProfit).toBe("16.00");
  });

  it("stays exact far beyond 2^53 cents", () => {
    const huge = 999_999_999_999n * 1_000_000_000n;
    const t = addAmounts([row({ grossSales: huge }), row({ grossSales: huge, cogs: 1n })]);
    expect(pnlFigures(t).netProfit).toBe("19999999999979999999.99");
  });
});

describe("money text", () => {
  it("reads and writes two places", () => {
    expect(textCents("12.5")).toBe(1250n);
    expect(textCents("-0.07")).toBe(-7n);
    expect(textCents("3")).toBe(300n);
    expect(centsText(-7n)).toBe("-0.07");
    expect(() => textCents("1.999")).toThrow();
  });
});

describe("profit per hour", () => {
  it("hours = hours per week × days / 7; none without hours", () => {
    expect(daysInPeriod("2026-03-01", "2026-04-30")).toBe(61);
    expect(profitPerHour(8971n, "10.0", 61)).toEqual({ hours: "87.14", profitPerHour: "1.03" });
    expect(profitPerHour(-7000n, "7.5", 28)).toEqual({ hours: "30.00", profitPerHour: "-2.33" });
    expect(profitPerHour(1000n, null, 30)).toBeNull();
    expect(profitPerHour(1000n, "0.0", 30)).toBeNull();
  });
});
