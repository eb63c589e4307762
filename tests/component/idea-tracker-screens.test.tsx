/**
 * The Business Idea Tracker and an idea's evidence page against a fake API: the empty, failed and filtered lists,
 * an idea added (scored, or saved unscored with the reason), status, rating and delete sent, the free-plan limit;
 * the evidence page's scores, history, log, logging, re-score and a missing idea.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import {
  evidenceListResponseSchema,
  evidenceResponseSchema,
  scoreHistoryResponseSchema,
  type EvidenceScore,
} from "@shared/contracts/idea-evidence";
import {
  trackedIdeaListResponseSchema,
  trackedIdeaResponseSchema,
  type TrackedIdea,
} from "@shared/contracts/idea-tracker";
import { IdeaTrackerScreen } from "@/features/idea-tracker/components/idea-tracker-screen";
import IdeaEvidencePage from "@/features/idea-tracker/idea-tracker.detail.page";
import { fakeApi } from "./support/fake-api";
import { freeUsage } from "./support/fixtures";
import { findToast, renderInApp } from "./support/render";

function anIdea(overrides: Partial<TrackedIdea> = {}): TrackedIdea {
  return {
    id: 3,
    title: "Dog-walking app for students",
    description: "Students walk dogs between lectures; owners book by the hour.",
    industry: "Pets",
    status: "idea",
    aiScores: {
      profitability: 72,
      trendPotential: 85,
      difficulty: 30,
      overall: 64,
      reasons: {
        profitability: ["An hourly fee with no stock."],
        trendPotential: ["Pet spending grows."],
        difficulty: ["Needs trust and insurance."],
        overall: ["A service students can start this week."],
      },
    },
    evidenceScore: null,
    userRating: null,
    validationId: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const list = (ideas: TrackedIdea[]) => ({ json: trackedIdeaListResponseSchema.parse({ ideas }) });
const usage = { json: freeUsage("idea_score", 5, 3, "lifetime") };

describe("the idea tracker", () => {
  it("starts empty with a way to add the first idea, and adds one that is saved and scored", async () => {
    let ideas: TrackedIdea[] = [];
    const api = fakeApi({
      "GET /api/business-ideas": () => list(ideas),
      "GET /api/usage": usage,
      "POST /api/business-ideas": () => {
        ideas = [anIdea()];
        return {
          status: 201,
          json: trackedIdeaResponseSchema.parse({ idea: ideas[0], scoring: { status: "scored" } }),
        };
      },
    });
    const { user } = renderInApp(<IdeaTrackerScreen />);
    expect(await screen.findByRole("heading", { name: "No ideas yet" })).toBeTruthy();
    expect((await screen.findByTestId("scores-left")).textContent).toBe("3 of 5 free AI scores left");
    await user.click(screen.getByRole("button", { name: "Add Your First Idea" }));
    const add = screen.getByRole("button", { name: "Add Idea" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Idea title/), "Dog-walking app for students");
    await user.type(screen.getByLabelText(/^Industry/), "Pets");
    await user.type(screen.getByLabelText(/^Description/), "Students walk dogs between lectures.");
    await user.click(add);
    expect(await findToast("Idea added")).toContain("Your idea is saved and scored.");
    expect(api.sent("POST /api/business-ideas")).toEqual([
      { title: "Dog-walking app for students", industry: "Pets", description: "Students walk dogs between lectures." },
    ]);
    const card = await screen.findByTestId("tracked-idea");
    expect(within(card).getByTestId("score-overall").textContent).toBe("Overall64");
    // Difficulty reads as 100 - 30, higher meaning easier.
    expect(within(card).getByTestId("score-difficulty").textContent).toBe("Difficulty70");
    expect(screen.queryByTestId("add-idea-form")).toBeNull();
  });

  it("says why an added idea is not scored yet, and scores it on request", async () => {
    let ideas: TrackedIdea[] = [];
    const api = fakeApi({
      "GET /api/business-ideas": () => list(ideas),
      "GET /api/usage": usage,
      "POST /api/business-ideas": () => {
        ideas = [anIdea({ aiScores: null })];
        return {
          status: 201,
          json: trackedIdeaResponseSchema.parse({
            idea: ideas[0],
            scoring: { status: "rate_limited", message: "The AI is busy; try scoring again in a minute." },
          }),
        };
      },
      "POST /api/business-ideas/3/score": () => {
        ideas = [anIdea()];
        return { json: trackedIdeaResponseSchema.parse({ idea: ideas[0] }) };
      },
    });
    const { user } = renderInApp(<IdeaTrackerScreen />);
    await user.click(await screen.findByRole("button", { name: "Add New Idea" }));
    await user.type(screen.getByLabelText(/^Idea title/), "Dog-walking app for students");
    await user.type(screen.getByLabelText(/^Description/), "Owners book by the hour.");
    await user.click(screen.getByRole("button", { name: "Add Idea" }));
    expect(await findToast("Idea saved, not scored yet")).toContain("The AI is busy; try scoring again in a minute.");
    expect(await screen.findByText("Not scored yet")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Score idea" }));
    expect(await screen.findByTestId("score-overall")).toBeTruthy();
    expect(api.sent("POST /api/business-ideas/3/score")).toHaveLength(1);
  });

  it("offers the upgrade when the free scores are used up, and keeps the form", async () => {
    fakeApi({
      "GET /api/business-ideas": list([]),
      "GET /api/usage": { json: freeUsage("idea_score", 5, 0, "lifetime") },
      "POST /api/business-ideas": {
        status: 402,
        json: { message: "Free trial limit reached: you have used your 5 free idea scores.", code: "limit" },
      },
    });
    const { user } = renderInApp(<IdeaTrackerScreen />);
    await user.click(await screen.findByRole("button", { name: "Add New Idea" }));
    await user.type(screen.getByLabelText(/^Idea title/), "Candles");
    await user.type(screen.getByLabelText(/^Description/), "Hand-poured.");
    await user.click(screen.getByRole("button", { name: "Add Idea" }));
    expect(await findToast("Free Plan Limit Reached")).toContain("you have used your 5 free idea scores.");
    expect(screen.getByRole("button", { name: "Upgrade Now" })).toBeTruthy();
    expect((screen.getByLabelText(/^Idea title/) as HTMLInputElement).value).toBe("Candles");
  });

  it("filters by status, and sends a status change, a rating and a confirmed delete", async () => {
    // The browser's own confirm dialog, answered "OK".
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    const api = fakeApi({
      "GET /api/business-ideas": list([
        anIdea(),
        anIdea({ id: 4, title: "Candle club", status: "planning", industry: "" }),
      ]),
      "GET /api/usage": usage,
      "PATCH /api/business-ideas/3": { json: trackedIdeaResponseSchema.parse({ idea: anIdea() }) },
      "DELETE /api/business-ideas/4": { status: 204 },
    });
    const { user } = renderInApp(<IdeaTrackerScreen />);
    expect(await screen.findAllByTestId("tracked-idea")).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText("Filter by status"), "launched");
    expect(screen.getByRole("heading", { name: "No ideas with the status Launched" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Filter by status"), "planning");
    expect(screen.getAllByTestId("tracked-idea").map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Candle club",
    ]);
    await user.selectOptions(screen.getByLabelText("Filter by status"), "all");

    const first = screen.getAllByTestId("tracked-idea")[0];
    await user.selectOptions(within(first).getByLabelText("Status"), "researching");
    await user.click(
      within(within(first).getByRole("group", { name: /Your rating of/ })).getByRole("button", { name: "4 stars" }),
    );
    await waitFor(() =>
      expect(api.sent("PATCH /api/business-ideas/3")).toEqual([{ status: "researching" }, { userRating: 4 }]),
    );
    await user.click(screen.getByRole("button", { name: "Delete Candle club" }));
    expect(confirm).toHaveBeenCalledWith('Delete "Candle club"?');
    await waitFor(() => expect(api.calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("says when the ideas cannot be loaded, and why a change failed", async () => {
    fakeApi({
      "GET /api/business-ideas": { status: 500, json: { message: "Busy", code: "x" } },
      "GET /api/usage": usage,
    });
    const first = renderInApp(<IdeaTrackerScreen />);
    expect(await screen.findByText("Your ideas could not be loaded. Please refresh the page.")).toBeTruthy();
    first.unmount();

    fakeApi({
      "GET /api/business-ideas": list([anIdea()]),
      "GET /api/usage": usage,
      "PATCH /api/business-ideas/3": { status: 404, json: { message: "Idea not found", code: "not_found" } },
    });
    const { user } = renderInApp(<IdeaTrackerScreen />);
    await user.selectOptions(await screen.findByLabelText("Status"), "launched");
    expect(await findToast("Could not save the change")).toContain("Idea not found");
  });
});

const evidenceScore: EvidenceScore = {
  demand: { score: 70, reasons: ["4 of 6 people would pay."] },
  willingnessToPay: { score: 62, reasons: ["They named $15 an hour."] },
  competition: { score: 55, reasons: ["Two apps already serve the town."] },
  overall: { score: 63, reasons: ["Some evidence of demand."] },
  strength: "some",
  strengthReason: "Six conversations and one competitor.",
  evidenceCount: 2,
  scoredAt: "2026-11-21T10:00:00.000Z",
};

const evidencePage = (
  <Routes>
    <Route path="/idea-tracker/:id" element={<IdeaEvidencePage />} />
  </Routes>
);

describe("an idea's evidence page", () => {
  it("shows the scores from the evidence, their history and the log, logs an entry and re-scores", async () => {
    const api = fakeApi({
      "GET /api/business-ideas": list([anIdea({ evidenceScore })]),
      "GET /api/business-profile": { json: { profile: null } },
      "GET /api/business-ideas/3/evidence": {
        json: evidenceListResponseSchema.parse({
          evidence: [
            { id: 1, type: "conversations", people: 6, wouldPay: 4, price: "15.00", createdAt: "2026-11-20T10:00:00Z" },
            { id: 2, type: "competitor", name: "Rover", createdAt: "2026-11-20T11:00:00Z" },
          ],
        }),
      },
      "GET /api/business-ideas/3/score-history": {
        json: scoreHistoryResponseSchema.parse({
          history: [
            {
              id: 1,
              overall: 40,
              demand: 35,
              willingnessToPay: 40,
              competition: 50,
              strength: "anecdotal",
              createdAt: "2026-11-19T10:00:00Z",
            },
            {
              id: 2,
              overall: 63,
              demand: 70,
              willingnessToPay: 62,
              competition: 55,
              strength: "some",
              createdAt: "2026-11-21T10:00:00Z",
            },
          ],
        }),
      },
      "POST /api/business-ideas/3/evidence": {
        status: 201,
        json: evidenceResponseSchema.parse({
          evidence: { id: 3, type: "conversations", people: 5, wouldPay: 3, createdAt: "2026-11-22T10:00:00Z" },
        }),
      },
      "POST /api/business-ideas/3/score": {
        json: trackedIdeaResponseSchema.parse({ idea: anIdea({ evidenceScore }) }),
      },
    });
    const { user } = renderInApp(evidencePage, { path: "/idea-tracker/3" });
    expect(await screen.findByRole("heading", { name: "Dog-walking app for students" })).toBeTruthy();
    const meter = screen.getByRole("meter", { name: "Evidence strength" });
    expect(meter.getAttribute("aria-valuetext")).toBe("Some");
    expect(screen.getByText("Six conversations and one competitor.")).toBeTruthy();
    expect((await screen.findByRole("img", { name: /Overall score over 2 scorings/ })).getAttribute("aria-label")).toBe(
      "Overall score over 2 scorings, from 40 to 63",
    );
    const entries = await screen.findAllByTestId("evidence-entry");
    expect(entries[0].textContent).toContain("Conversations: 4 of 6 people would pay at $15");

    await user.type(screen.getByLabelText(/^People you spoke to/), "5");
    await user.type(screen.getByLabelText(/^How many would pay/), "3");
    await user.click(screen.getByRole("button", { name: "Add to the log" }));
    expect(await findToast("Evidence logged")).toContain("Press Re-score to read it into the scores.");
    expect(api.sent("POST /api/business-ideas/3/evidence")).toEqual([
      { type: "conversations", people: 5, wouldPay: 3 },
    ]);

    await user.click(screen.getByRole("button", { name: "Re-score" }));
    expect(await findToast("Re-scored")).toContain("The scores now read your evidence.");
    expect(api.sent("POST /api/business-ideas/3/score")).toHaveLength(1);
  });

  it("says the log is empty and the idea is not scored from evidence yet", async () => {
    fakeApi({
      "GET /api/business-ideas": list([anIdea()]),
      "GET /api/business-profile": { json: { profile: null } },
      "GET /api/business-ideas/3/evidence": { json: { evidence: [] } },
      "GET /api/business-ideas/3/score-history": { json: { history: [] } },
    });
    renderInApp(evidencePage, { path: "/idea-tracker/3" });
    expect(await screen.findByText(/Not scored from evidence yet/)).toBeTruthy();
    expect(await screen.findByText("No scores yet.")).toBeTruthy();
    expect(await screen.findByText(/Nothing logged yet/)).toBeTruthy();
  });

  it("says an idea that is not the person's was not found", async () => {
    fakeApi({ "GET /api/business-ideas": list([anIdea()]) });
    renderInApp(evidencePage, { path: "/idea-tracker/99" });
    expect(await screen.findByRole("heading", { name: "Idea not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See your tracked ideas" }).getAttribute("href")).toBe("/idea-tracker");
  });
});
