/** The published trend-stage rule (shared/domain/trend-stage.ts) at its boundaries. */
import { describe, expect, it } from "vitest";
import {
  isCrowded,
  trendMomentum,
  trendStage,
  TREND_MOVE_POINTS,
  TREND_PEAK_SCORE,
} from "../../shared/domain/trend-stage";

/** Six weeks: three at `before`, then three at `after` (momentum = after - before). */
const weeks = (before: number, after: number, lead: number[] = []) => [
  ...lead,
  before,
  before,
  before,
  after,
  after,
  after,
];

describe("trendStage", () => {
  it("names a product seasonal whatever its scores", () => {
    expect(trendStage(weeks(20, 90), true)).toBe("seasonal");
    expect(trendStage(weeks(90, 20), true)).toBe("seasonal");
  });

  it(`is rising at exactly +${TREND_MOVE_POINTS} points of momentum, not below`, () => {
    expect(trendMomentum(weeks(50, 58))).toBe(8);
    expect(trendStage(weeks(50, 58))).toBe("rising");
    expect(trendStage(weeks(50, 57))).toBe("steady");
    // Fractional averages: +7.67 is not rising, +8.33 is.
    expect(trendStage([50, 50, 50, 57, 58, 58])).toBe("steady");
    expect(trendStage([50, 50, 50, 58, 58, 59])).toBe("rising");
  });

  it(`is declining at exactly -${TREND_MOVE_POINTS} points, not above`, () => {
    expect(trendStage(weeks(70, 62))).toBe("declining");
    expect(trendStage(weeks(70, 63))).toBe("steady");
  });

  it(`is peaking at ${TREND_PEAK_SCORE} or more once it stops climbing; steady at ${TREND_PEAK_SCORE - 1}`, () => {
    expect(trendStage(weeks(80, 80))).toBe("peaking");
    expect(trendStage(weeks(79, 79))).toBe("steady");
    expect(trendStage(weeks(85, 92))).toBe("peaking"); // +7: still high, no longer rising fast
    expect(trendStage(weeks(84, 92))).toBe("rising"); // +8 wins over a high score
    expect(trendStage(weeks(99, 91))).toBe("declining"); // -8 wins over a high score
  });

  it("only compares the last six weeks", () => {
    expect(trendStage(weeks(60, 60, [10, 20, 30, 40, 50, 95]))).toBe("steady");
  });

  it("treats too short a history as no momentum", () => {
    expect(trendMomentum([10, 90])).toBe(0);
    expect(trendStage([10, 90])).toBe("peaking");
    expect(trendStage([])).toBe("steady");
  });

  it("marks only peaking products with high competition as Crowded", () => {
    expect(isCrowded("peaking", "high")).toBe(true);
    expect(isCrowded("peaking", "medium")).toBe(false);
    expect(isCrowded("rising", "high")).toBe(false);
  });
});
