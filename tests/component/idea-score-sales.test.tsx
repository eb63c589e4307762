/**
 * An idea's evidence page shows the sales the score read (read only, marked as from the person's sales) and why the
 * overall moved (docs/decisions/1491-idea-score-reads-real-sales.md), against a fake API built from the endpoint
 * table.
 */
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { EvidenceScore } from "@shared/contracts/idea-evidence";
import { trackedIdeaListResponseSchema, type TrackedIdea } from "@shared/contracts/idea-tracker";
import IdeaEvidencePage from "@/features/idea-tracker/idea-tracker.detail.page";
import { fakeApi } from "./support/fake-api";
import { renderInApp } from "./support/render";

const basis = { people: 0, wouldPay: 0, preorders: 0, visits: 0, signups: 0, competitors: 0, sales: 0 };
const rise =
  "Up from 62 to 87: your recorded sales now count (42 sales in the last 90 days), so demand rose from 40 to 100.";
const drop =
  "Down from 62 to 56: your first two conversations said no, which counts more than no conversations. " +
  "Your evidence now weighs 30% of the overall and scores 42, below the description's 62.";

const withSales: EvidenceScore = {
  demand: {
    score: 100,
    reasons: ["42 sales of 'Lavender soy candle' and 2 other products in the last 90 days, £630 in all"],
  },
  willingnessToPay: { score: 100, reasons: ["Customers paid £630 for 42 sales in the last 90 days"] },
  competition: { score: 50, reasons: ["No competitor named yet: an unknown market is not an open one"] },
  overall: { score: 87, reasons: [rise, "Evidence 90% (its scores give 90), the description 10% (62)."] },
  strength: "strong",
  strengthReason: "Strong: 42 sales in the last 90 days (10 or more)",
  evidenceCount: 0,
  scoredAt: "2026-11-28T10:00:00.000Z",
  sales: {
    type: "sales",
    sales: 42,
    units: 57,
    amount: "630.00",
    currency: "GBP",
    days: 90,
    products: ["Lavender soy candle", "Cedar wax melt", "Fig reed diffuser"],
    productCount: 3,
    leftOut: 0,
  },
  change: { from: 62, to: 87, reason: rise },
  described: 62,
  basis: { ...basis, sales: 42 },
};

const withoutSales: EvidenceScore = {
  demand: { score: 40, reasons: ["0 of 2 people you spoke to would pay"] },
  willingnessToPay: { score: 40, reasons: ["0 of 2 people you spoke to would pay, but no price was named yet"] },
  competition: { score: 50, reasons: ["No competitor named yet: an unknown market is not an open one"] },
  overall: { score: 56, reasons: [drop, "Evidence 30% (its scores give 42), the description 70% (62)."] },
  strength: "anecdotal",
  strengthReason: "Anecdotal: 1 entry; talk to 10 people, get 100 page visits or a first pre-order for more",
  evidenceCount: 1,
  scoredAt: "2026-11-28T10:00:00.000Z",
  change: { from: 62, to: 56, reason: drop },
  described: 62,
  basis: { ...basis, people: 2 },
};

const idea = (evidenceScore: EvidenceScore): TrackedIdea => ({
  id: 3,
  title: "Hand-poured soy candles",
  description: "Scented soy candles sold at weekend markets.",
  industry: "Home",
  status: "launched",
  aiScores: null,
  evidenceScore,
  userRating: null,
  validationId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-28T10:00:00.000Z",
});

function open(score: EvidenceScore) {
  fakeApi({
    "GET /api/business-ideas": { json: trackedIdeaListResponseSchema.parse({ ideas: [idea(score)] }) },
    "GET /api/business-profile": { json: { profile: null } },
    "GET /api/business-ideas/3/evidence": { json: { evidence: [] } },
    "GET /api/business-ideas/3/score-history": { json: { history: [] } },
  });
  renderInApp(
    <Routes>
      <Route path="/idea-tracker/:id" element={<IdeaEvidencePage />} />
    </Routes>,
    { path: "/idea-tracker/3" },
  );
}

describe("the score view reads the person's sales", () => {
  it("shows the sales line as from your sales, with nothing to edit, and why the score rose", async () => {
    open(withSales);
    const sales = await screen.findByTestId("sales-evidence");
    expect(sales.textContent).toContain("From your sales");
    expect(sales.textContent).toContain(
      "42 sales of 'Lavender soy candle' and 2 other products in the last 90 days, £630 in all",
    );
    expect(within(sales).queryByRole("button")).toBeNull();
    const change = screen.getByTestId("score-change");
    expect(change.getAttribute("data-direction")).toBe("up");
    expect(change.textContent).toBe(rise);
    // Said once, above the scores, not again among the overall's reasons.
    const overall = screen.getByTestId("evidence-score-overall");
    expect(overall.textContent).not.toContain("Up from 62");
    expect(overall.textContent).toContain("Evidence 90% (its scores give 90)");
  });

  it("for a person with no sales says so, and explains the drop", async () => {
    open(withoutSales);
    const sales = await screen.findByTestId("sales-evidence");
    expect(sales.textContent).toContain("No recorded sales of this idea's products in the last 90 days.");
    const change = screen.getByTestId("score-change");
    expect(change.getAttribute("data-direction")).toBe("down");
    expect(change.textContent).toBe(drop);
  });

  it("says nothing of sales or change for a score from before they were read", async () => {
    const { sales: _s, change: _c, basis: _b, described: _d, ...old } = withoutSales;
    open(old);
    expect(await screen.findByTestId("evidence-score")).toBeTruthy();
    expect(screen.queryByTestId("sales-evidence")).toBeNull();
    expect(screen.queryByTestId("score-change")).toBeNull();
  });
});
