/** The trend scanner's weekly sparkline (docs/decisions/1453-a-trend-needs-two-weeks.md). */
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Sparkline } from "@/features/product-trend-scanner/components/sparkline";

const weeks = (scores: number[]) =>
  scores.map((score, i) => ({
    week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    score,
  }));

describe("Sparkline", () => {
  it("draws twelve weeks as one line through twelve points, first and last week named", () => {
    const scores = [40, 42, 45, 44, 50, 55, 58, 61, 66, 70, 74, 79];
    render(<Sparkline points={weeks(scores)} stroke="#000" />);
    const chart = screen.getByRole("img");
    expect(chart.getAttribute("aria-label")).toBe(
      "Weekly HustleForge score over 12 weeks: 40 in the week of 2026-09-07, 79 in the week of 2026-11-23",
    );
    const coords = chart.querySelector("polyline")?.getAttribute("points")?.split(" ") ?? [];
    expect(coords).toHaveLength(12);
    const xs = coords.map((c) => Number(c.split(",")[0]));
    // Spread across the width, left to right, and higher scores drawn higher (smaller y).
    expect(new Set(xs).size).toBe(12);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(Number(coords[11].split(",")[1])).toBeLessThan(Number(coords[0].split(",")[1]));
  });

  it("says a single week in words instead of drawing a lone dot", () => {
    render(<Sparkline points={weeks([83])} stroke="#000" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("trend-one-week").textContent).toBe(
      "One week so far (Sep 7): the line starts next week.",
    );
  });

  it("draws nothing without a score", () => {
    const { container } = render(<Sparkline points={[]} stroke="#000" />);
    expect(container.innerHTML).toBe("");
  });
});
