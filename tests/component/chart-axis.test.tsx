/** The money axis formatter (client/src/lib/chart-axis.ts): one unit per axis, distinct ticks, signs before $. */
import { describe, expect, it } from "vitest";
import { moneyAxis } from "@/lib/chart-axis";

describe("moneyAxis", () => {
  it("writes small amounts in dollars, so five ticks are five different labels", () => {
    const f = moneyAxis([120, 640, 800]);
    expect([0, 200, 400, 600, 800].map(f)).toEqual(["$0", "$200", "$400", "$600", "$800"]);
  });

  it("keeps one unit for the whole axis, even where a tick is below it", () => {
    const billions = moneyAxis([310, 1_700], 1e9);
    expect([0, 850, 1_700].map(billions)).toEqual(["$0", "$850B", "$1,700B"]);
    const thousands = moneyAxis([48_203]);
    expect([0, 2_500, 25_000, 50_000].map(thousands)).toEqual(["$0", "$2.5K", "$25K", "$50K"]);
  });

  it("puts the sign before the dollar sign", () => {
    const f = moneyAxis([-1_000, 3_000]);
    expect([-1_000, 0, 1_500].map(f)).toEqual(["-$1,000", "$0", "$1,500"]);
  });

  it("survives an empty or non-finite series", () => {
    expect(moneyAxis([])(0)).toBe("$0");
    expect(moneyAxis([Number.NaN, 5])(5)).toBe("$5");
  });
});

describe("moneyAxis in another currency", () => {
  it("writes the currency's symbol in front, with the same units and signs", () => {
    const eur = moneyAxis([0, 2500, -1500], 1, "EUR");
    expect([-1500, 0, 2500].map(eur)).toEqual(["-€1,500", "€0", "€2,500"]);
    expect(moneyAxis([0, 25_000], 1, "GBP")(25_000)).toBe("£25K");
  });
});
