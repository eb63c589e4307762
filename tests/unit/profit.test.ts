/**
 * The profit calculator's rules at every boundary (docs/spec-notes.md#constants-and-option-lists), exact to the cent.
 */
import { describe, expect, it } from "vitest";
import {
  PROFIT_DEFAULTS,
  TIP_TEXT,
  calculateProfit,
  formatTenths,
  marginTone,
  microToCents,
  parseWhole,
  profitCurve,
  toProfitInputs,
  type ProfitStrings,
} from "../../shared/domain/profit";
import { profitFormSchema } from "../../shared/contracts/profit";

const calc = (overrides: Partial<ProfitStrings> = {}) =>
  calculateProfit(toProfitInputs({ ...PROFIT_DEFAULTS, ...overrides }));
const keys = (r: ReturnType<typeof calc>) => r.tips.map((t) => t.key);

describe("the defaults", () => {
  const r = calc();
  it("breaks a unit down exactly", () => {
    expect(microToCents(r.micro.platformFee)).toBe(75); // 0.74975
    expect(microToCents(r.micro.processingFee)).toBe(87); // 0.86971
    expect(microToCents(r.micro.grossProfit)).toBe(1899);
    expect(r.micro.netProfit).toBe(12_370_540); // $12.37054, no drift
    expect(microToCents(r.micro.netProfit)).toBe(1237);
  });
  it("gives the key metrics, projections and tips", () => {
    expect(formatTenths(r.marginTenths)).toBe("41.2");
    expect(r.marginTone).toBe("green");
    expect(r.breakEvenUnits).toBe(1);
    expect(r.breakEvenRoasHundredths).toBe(173);
    expect(r.breakEvenPriceCents).toBe(1692);
    expect(r.monthly).toEqual({ revenueCents: 299_900, netProfitCents: 123_705 });
    expect(r.tips).toEqual([{ key: "excellent_margin", text: TIP_TEXT.excellent_margin, tone: "green" }]);
  });
});

describe("margin colours and tips at 15 and 30", () => {
  const at = (price: string, cost: string) =>
    calc({ price, cost, shipping: "0", ads: "0", platformFee: "0", processingFee: "0" });
  it.each([
    ["30.0", "100", "70", "green", ["excellent_margin"]],
    ["29.9", "10", "7.01", "yellow", []],
    ["15.0", "10", "8.5", "yellow", []],
    ["14.9", "10", "8.51", "red", ["low_margin"]],
  ])("%s %% is %s", (shown, price, cost, tone, tips) => {
    const r = at(price, cost);
    expect(formatTenths(r.marginTenths)).toBe(shown);
    expect(r.marginTone).toBe(tone);
    expect(keys(r)).toEqual(tips);
  });
  it("colours the margin as shown: 29.95 % shows 30.0 and is green", () => {
    const r = at("20", "14.01");
    expect(formatTenths(r.marginTenths)).toBe("30.0");
    expect(r.marginTone).toBe("green");
    expect(marginTone(299)).toBe("yellow");
    expect(marginTone(149)).toBe("red");
  });
});

describe("advertising tip", () => {
  const base = { price: "20", cost: "10", shipping: "0", platformFee: "0", processingFee: "0" };
  it("is absent when the ad cost equals the net profit", () => {
    expect(keys(calc({ ...base, ads: "5" }))).not.toContain("ads_exceed_profit");
  });
  it("appears one cent above it", () => {
    const r = calc({ ...base, ads: "5.01" });
    expect(keys(r)).toContain("ads_exceed_profit");
    expect(r.tips.find((t) => t.key === "ads_exceed_profit")!.text).toBe(
      "Advertising cost exceeds profit - optimize your ad campaigns",
    );
  });
  it("is absent with no advertising, even at a loss (the low-margin tip says it)", () => {
    const r = calc({ ...base, cost: "25", ads: "0" });
    expect(r.micro.netProfit).toBeLessThan(0);
    expect(keys(r)).toEqual(["low_margin"]);
  });
});

describe("rounding to the shown precision", () => {
  const base = { shipping: "0", platformFee: "0", processingFee: "0", ads: "5" };
  it("shows an exact break-even ROAS as it is, never rounded up", () =>
    expect(calc({ ...base, price: "22.80", cost: "12.80" }).breakEvenRoasHundredths).toBe(228));
  it("rounds an exact half to the even hundredth (1.125 -> 1.12)", () =>
    expect(calc({ ...base, price: "2.25", cost: "0.25" }).breakEvenRoasHundredths).toBe(112));
  it("rounds to the nearest otherwise (2.29/1.30 = 1.7615 -> 1.76)", () =>
    expect(calc({ ...base, price: "2.29", cost: "0.99" }).breakEvenRoasHundredths).toBe(176));
  it("rounds half a cent to the even cent, both signs", () => {
    expect([5_000, 15_000, 25_000, 25_001, -15_000, -25_000].map(microToCents)).toEqual([0, 2, 2, 3, -2, -2]);
  });
});

describe("break-even units", () => {
  const base = { cost: "0", shipping: "0", platformFee: "0", processingFee: "0", ads: "5" };
  it("is exact when the ad cost divides evenly", () => expect(calc({ ...base, price: "2.50" }).breakEvenUnits).toBe(2));
  it("rounds up otherwise", () => expect(calc({ ...base, price: "2.49" }).breakEvenUnits).toBe(3));
  it("is 0 without advertising", () => expect(calc({ ...base, ads: "0", price: "2" }).breakEvenUnits).toBe(0));
  it("is Never (null, not Infinity) when the price only just covers the costs before ads", () => {
    const r = calc({ ...base, price: "10", cost: "10" });
    expect(r.breakEvenUnits).toBeNull();
    expect(r.breakEvenRoasHundredths).toBeNull();
  });
  it("is Never when the price does not cover the costs", () =>
    expect(calc({ ...base, price: "9", cost: "10" }).breakEvenUnits).toBeNull());
});

describe("odd inputs", () => {
  it("treats empty or invalid numbers as 0 and a zero price without NaN", () => {
    const r = calc({ price: "", cost: "abc" });
    expect(r.marginTenths).toBe(0);
    expect(r.breakEvenUnits).toBeNull();
    expect(keys(r)).toEqual(["low_margin", "ads_exceed_profit"]);
    expect(profitCurve(toProfitInputs({ ...PROFIT_DEFAULTS, price: "" }))).toEqual([]);
  });
  it("keeps monthly sales an integer", () => {
    expect(parseWhole("12.7")).toBe(12);
    expect(parseWhole("")).toBe(0);
    expect(parseWhole("x")).toBe(0);
    expect(calc({ monthlySales: "2.9" }).monthly.revenueCents).toBe(5998);
  });
  it("lowers net profit by the refund rate", () => {
    expect(calc({ refundRate: "10" }).micro.netProfit).toBe(12_370_540 - 2_999_000);
  });
  it("is break-even priced nowhere when the percentages reach 100 %", () => {
    expect(calc({ platformFee: "50", processingFee: "50" }).breakEvenPriceCents).toBeNull();
  });
});

describe("the chart", () => {
  it("runs from half to double the price", () => {
    const points = profitCurve(toProfitInputs(PROFIT_DEFAULTS));
    expect(points).toHaveLength(22); // 21 steps and the entered price
    expect(points[0].priceCents).toBe(1500);
    expect(points[21].priceCents).toBe(5998);
    expect(points.find((p) => p.priceCents === 2999)).toEqual({
      priceCents: 2999,
      netPerUnitCents: 1237,
      netPerMonthCents: 123_705,
    });
    const top = calc({ price: "59.98" });
    expect(points[21]).toEqual({
      priceCents: 5998,
      netPerUnitCents: microToCents(top.micro.netProfit),
      netPerMonthCents: top.monthly.netProfitCents,
    });
  });
});

describe("form schema", () => {
  const valid = { ...PROFIT_DEFAULTS };
  it("accepts the defaults, empty and invalid text", () => {
    expect(profitFormSchema.safeParse(valid).success).toBe(true);
    expect(profitFormSchema.safeParse({ ...valid, price: "", cost: "abc" }).success).toBe(true);
  });
  it("refuses negative numbers with a message under the field", () => {
    const r = profitFormSchema.safeParse({ ...valid, shipping: "-1" });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({
      path: ["shipping"],
      message: "Enter 0 or more (negative numbers are not allowed)",
    });
  });
  it("refuses a percentage above 100", () => {
    const r = profitFormSchema.safeParse({ ...valid, platformFee: "101" });
    expect(r.error!.issues[0].message).toBe("Enter a percentage from 0 to 100");
  });
});
