/** Days of supply, suggested reorder quantities and the weighted average cost at their edges (shared/domain/stock.ts). */
import { describe, expect, it } from "vitest";
import {
  dailyRate,
  daysOfSupply,
  needsReorder,
  runOutDate,
  runningOut,
  suggestedQuantity,
  weightedAverageCents,
} from "../../shared/domain/stock";

const none = { reorderPoint: null, leadTimeDays: null, reorderQuantity: null, coverDays: null };

describe("days of supply", () => {
  it("is null with no sales: the stock does not run out, and nothing is suggested without a reorder point", () => {
    const rate = dailyRate({ units30: 0, sales30: 0, units90: 0 });
    expect(rate).toBe(0);
    expect(daysOfSupply(40, rate)).toBeNull();
    expect(runOutDate(null, new Date("2026-11-26T12:00:00Z"))).toBeNull();
    expect(needsReorder(40, null, none)).toBe(false);
    expect(suggestedQuantity(40, rate, none)).toBe(0);
    // With a reorder point, the stock is lifted just above it.
    expect(needsReorder(3, null, { ...none, reorderPoint: 5 })).toBe(true);
    expect(suggestedQuantity(3, rate, { ...none, reorderPoint: 5 })).toBe(3);
  });

  it("reads one sale over 90 days (fewer than 5 in 30)", () => {
    const rate = dailyRate({ units30: 9, sales30: 1, units90: 9 });
    expect(rate).toBeCloseTo(0.1);
    expect(daysOfSupply(10, rate)).toBe(100);
    expect(runOutDate(100, new Date("2026-11-26T12:00:00Z"))).toBe("2027-03-06");
  });

  it("reads 5 or more sales over 30 days", () => {
    const rate = dailyRate({ units30: 60, sales30: 5, units90: 90 });
    expect(rate).toBe(2);
    expect(daysOfSupply(7, rate)).toBe(3.5);
    expect(daysOfSupply(0, rate)).toBe(0);
  });

  it("reorders when the stock runs out within the lead time, even a lead time longer than the window", () => {
    const rate = dailyRate({ units30: 60, sales30: 10, units90: 60 }); // 2 a day
    const s = { ...none, leadTimeDays: 120 };
    expect(needsReorder(200, daysOfSupply(200, rate), s)).toBe(true); // 100 days < 120
    // Covers the 120 days of lead time plus the default 30: 300 units, less the 200 on hand.
    expect(suggestedQuantity(200, rate, s)).toBe(100);
    expect(suggestedQuantity(200, rate, { ...s, coverDays: 10 })).toBe(60);
    expect(suggestedQuantity(200, rate, { ...s, reorderQuantity: 48 })).toBe(48);
    expect(needsReorder(300, daysOfSupply(300, rate), s)).toBe(false);
  });
});

describe("running out (docs/decisions/1105-running-out-notice.md)", () => {
  const supply = (quantity: number, sold: { units30: number; sales30: number; units90: number }) =>
    daysOfSupply(quantity, dailyRate(sold));

  it("with no sales: not running out however long the lead time, except at 0", () => {
    const none = { units30: 0, sales30: 0, units90: 0 };
    expect(runningOut(1, supply(1, none), 365)).toBe(false);
    expect(runningOut(0, supply(0, none), null)).toBe(true);
    expect(runningOut(0, supply(0, none), 30)).toBe(true);
  });

  it("with one sale: reads the 90-day rate; running out when the days of supply are at or under the lead time", () => {
    const one = { units30: 9, sales30: 1, units90: 9 }; // 0.1 a day
    expect(supply(3, one)).toBe(30);
    expect(runningOut(3, supply(3, one), 30)).toBe(true); // 30 days left, 30 to deliver: the edge counts
    expect(runningOut(3, supply(3, one), 29)).toBe(false);
    expect(runningOut(3, supply(3, one), null)).toBe(false); // no lead time: only when it is all but gone
  });

  it("with a lead time longer than the sales window: the rate still decides", () => {
    const slow = { units30: 0, sales30: 0, units90: 9 }; // one sale 60 days ago: 0.1 a day
    expect(runningOut(10, supply(10, slow), 120)).toBe(true); // 100 days < 120
    expect(runningOut(12, supply(12, slow), 120)).toBe(true); // 120 days = 120
    expect(runningOut(13, supply(13, slow), 120)).toBe(false); // 130 days
  });

  it("with a fast seller: a lead time of 0 means running out only below a tenth of a day's sales", () => {
    const fast = { units30: 3000, sales30: 50, units90: 3000 }; // 100 a day
    expect(runningOut(9, supply(9, fast), null)).toBe(true); // 0.09 days, shown as 0
    expect(runningOut(10, supply(10, fast), null)).toBe(false); // 0.1 days
  });
});

describe("weighted average cost", () => {
  it("averages several receipts to the cent", () => {
    let qty = 0;
    let cost = 0;
    for (const [units, cents] of [
      [10, 800],
      [4, 1000],
      [6, 1000],
      [3, 333],
    ]) {
      cost = weightedAverageCents(qty, cost, units, cents);
      qty += units;
    }
    // (80 + 40)/14 = 8.57; (14 × 8.57 + 60)/20 = 8.999 → 9.00; (20 × 9.00 + 3 × 3.33)/23 = 8.26
    expect(cost).toBe(826);
    expect(weightedAverageCents(0, 500, 5, 310)).toBe(310);
    expect(weightedAverageCents(3, 1000, 0, 0)).toBe(1000);
  });
});
