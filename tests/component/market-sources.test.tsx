/**
 * The market page shows where each figure comes from (D20; docs/decisions/1481-sources-and-unknowns-in-answers.md):
 * the source under the size and growth, with a link; "Not known" and the reason where no source gives a figure; tabs
 * that say what is not known instead of empty charts.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarketResults } from "@/features/market-research/components/market-results";
import type { MarketAnalysisView } from "@/features/market-research/views";
import { fakeApi } from "./support/fake-api";
import { offlineConfig } from "./support/fixtures";
import { renderInApp } from "./support/render";

const NEWZOO = "https://www.gamesindustry.biz/newzoo-global-games-market-expected-to-grow-to-187bn-in-2024";

const games: MarketAnalysisView = {
  industry: "Gaming & Entertainment",
  targetMarket: "college students",
  location: "global",
  growthRate: 2.1,
  opportunityScore: 52,
  opportunityReasons: [
    { factor: "Growth rate", impact: "negative", detail: "Grows about 2.1% a year (see sources)." },
    { factor: "Competition", impact: "neutral", detail: "Competition (higher = less crowded): 40/100." },
  ],
  competitionLevel: "medium",
  marketSize: {
    global: "$187.7B",
    valueBillions: 187.7,
    maturity: null,
    measures: "global games market revenue (Global, 2024 forecast)",
  },
  competitors: [
    {
      name: "Tencent Games",
      description: "The largest games publisher.",
      marketShare: null,
      revenue: null,
      trend: null,
    },
    { name: "Roblox", description: "A platform of user-made games.", marketShare: null, revenue: null, trend: null },
  ],
  aiInsights: "Gaming & Entertainment: $187.7B (global games market revenue, 2024 forecast).",
  trends: [{ trend: "Cross-platform play", impact: "high", description: "Play anywhere.", adoption: null }],
  regions: [],
  opportunities: [],
  forecast: [
    { year: 2024, marketSize: 187.7, growthRate: null },
    { year: 2027, marketSize: 213.3, growthRate: null },
  ],
  sources: [
    { field: "marketSize", name: "Global Games Market Report 2024", publisher: "Newzoo", year: 2024, url: NEWZOO },
    { field: "growthRate", name: "Global Games Market Report 2024", publisher: "Newzoo", year: 2024, url: NEWZOO },
    { field: "forecast", name: "Global Games Market Report 2024", publisher: "Newzoo", year: 2027, url: NEWZOO },
  ],
  unknown: [
    { field: "competitors", reason: "No published market shares or revenues of these players are in our data pack." },
    { field: "trends", reason: "No published adoption figures for these trends are in our data pack." },
  ],
  generatedAt: "2026-11-28T03:00:00.000Z",
  engine: "offline",
};

describe("market sources", () => {
  it("shows the source of the size and the growth beside them, with a link to read it", () => {
    fakeApi({ "GET /api/config": { json: offlineConfig } });
    renderInApp(<MarketResults analysis={games} />);
    const size = screen.getByText("$187.7B").closest("div")!.parentElement!;
    const sizeSources = within(size).getByTestId("figure-sources");
    expect(sizeSources.textContent).toContain("Source: Newzoo, Global Games Market Report 2024 (2024)");
    expect(
      within(sizeSources)
        .getByRole("link", { name: /Global Games Market Report 2024/ })
        .getAttribute("href"),
    ).toBe(NEWZOO);
    expect(screen.getByText("global games market revenue (Global, 2024 forecast)")).toBeTruthy();
    expect(screen.getByText(/Published forecast:/).textContent).toContain("2027");
  });

  it("says 'Not known' where no source gives a figure, and draws no share or adoption chart", async () => {
    const unknownMarket: MarketAnalysisView = {
      ...games,
      growthRate: null,
      marketSize: { global: null, valueBillions: null, maturity: null, measures: null },
      forecast: [],
      sources: [],
      unknown: [
        { field: "marketSize", reason: "No published size of the plumbing market is in our data pack yet." },
        { field: "forecast", reason: "No published forecast of the plumbing market is in our data pack." },
        ...games.unknown,
      ],
    };
    fakeApi({ "GET /api/config": { json: offlineConfig } });
    const { user } = renderInApp(<MarketResults analysis={unknownMarket} />);
    expect(screen.getAllByText("Not known").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(/No published size of the plumbing market/)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Competitors" }));
    expect(screen.queryByText("Market share")).toBeNull();
    expect(screen.getByText(/No published market shares or revenues/)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Forecast" }));
    expect(screen.getByText(/No published forecast of this market is in our data pack/)).toBeTruthy();
  });
});
