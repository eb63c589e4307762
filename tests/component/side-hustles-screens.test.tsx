/**
 * Side Hustles against a fake API: the list's filters are what it asks for, the empty state clears them, a failed
 * list retries, a bookmark is sent; a start guide's checklist ticks are sent and counted (a refused one undone),
 * and an unknown hustle says so.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import {
  sideHustleDetailResponseSchema,
  sideHustlesResponseSchema,
  type SideHustle,
} from "@shared/contracts/side-hustles";
import SideHustleDetailPage from "@/features/side-hustles/side-hustles.detail.page";
import { SideHustlesScreen } from "@/features/side-hustles/components/side-hustles-screen";
import { fakeApi } from "./support/fake-api";
import { findToast, renderInApp } from "./support/render";

const hustle = (overrides: Partial<SideHustle> = {}): SideHustle => ({
  id: 5,
  title: "Print-on-demand mugs",
  description: "Design mugs; a printer makes and ships each one when it sells.",
  category: "pod",
  difficultyLevel: "beginner",
  timeInvestment: "5-10 hours a week",
  potentialEarnings: "$200-$1,000 a month",
  startupCost: "$0-$50",
  requirements: ["A design tool", "A shop account", "Ten designs", "A mock-up tool"],
  steps: ["Pick a niche", "Make ten designs", "Open the shop"],
  bookmarked: false,
  ...overrides,
});
const reviewedAt = "2026-11-01";

describe("the side hustles list", () => {
  it("shows the cards, asks for the chosen filters, and clears them from the empty state", async () => {
    const api = fakeApi({
      "GET /api/side-hustles": (call) => ({
        json: sideHustlesResponseSchema.parse({
          hustles: call.search.includes("difficulty=advanced") ? [] : [hustle()],
          reviewedAt,
        }),
      }),
    });
    const { user } = renderInApp(<SideHustlesScreen />);
    expect((await screen.findByTestId("result-count")).textContent).toBe("1 side hustle");
    const card = screen.getByTestId("hustle-card");
    expect(within(card).getByText("+1 more")).toBeTruthy();
    expect(within(card).getByText("+1 more steps")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Start Guide: Print-on-demand mugs" }).getAttribute("href")).toBe(
      "/side-hustles/5",
    );

    await user.selectOptions(screen.getByLabelText("Category"), "pod");
    await user.selectOptions(screen.getByLabelText("Difficulty"), "advanced");
    await user.click(screen.getByRole("checkbox", { name: "Bookmarked" }));
    expect(await screen.findByText("No Side Hustles Found")).toBeTruthy();
    expect(screen.getByText(/Nothing bookmarked matches these filters yet/)).toBeTruthy();
    expect(api.calls.at(-1)?.search).toBe("?category=pod&difficulty=advanced&bookmarked=true");

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(await screen.findByTestId("hustle-card")).toBeTruthy();
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe("all");
  });

  it("bookmarks a hustle", async () => {
    let bookmarked = false;
    const api = fakeApi({
      "GET /api/side-hustles": () => ({
        json: sideHustlesResponseSchema.parse({ hustles: [hustle({ bookmarked })], reviewedAt }),
      }),
      "POST /api/side-hustles/5/bookmark": () => {
        bookmarked = true;
        return { json: { bookmarked: true } };
      },
    });
    const { user } = renderInApp(<SideHustlesScreen />);
    await user.click(await screen.findByRole("button", { name: "Bookmark Print-on-demand mugs" }));
    expect(await findToast("Bookmarked")).toBeTruthy();
    expect(api.sent("POST /api/side-hustles/5/bookmark")).toHaveLength(1);
    expect(
      (await screen.findByRole("button", { name: "Remove bookmark from Print-on-demand mugs" })).getAttribute(
        "aria-pressed",
      ),
    ).toBe("true");
  });

  it("says the list could not load and tries again", async () => {
    let fail = true;
    fakeApi({
      "GET /api/side-hustles": () =>
        fail
          ? { status: 500, json: { message: "Busy", code: "x" } }
          : { json: sideHustlesResponseSchema.parse({ hustles: [hustle()], reviewedAt }) },
    });
    const { user } = renderInApp(<SideHustlesScreen />);
    expect(await screen.findByText("We couldn't load this list.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("hustle-card")).toBeTruthy();
  });
});

const guide = (
  <Routes>
    <Route path="/side-hustles/:id" element={<SideHustleDetailPage />} />
  </Routes>
);

describe("a start guide", () => {
  it("shows the hustle and its checklist, sends a tick and counts it", async () => {
    let checklist = { requirements: [0], steps: [] as number[] };
    const api = fakeApi({
      "GET /api/side-hustles/5": () => ({
        json: sideHustleDetailResponseSchema.parse({ hustle: { ...hustle(), checklist }, reviewedAt }),
      }),
      "PATCH /api/side-hustles/5/checklist": () => {
        checklist = { requirements: [0], steps: [1] };
        return { json: { checklist } };
      },
    });
    const { user } = renderInApp(guide, { path: "/side-hustles/5" });
    expect(await screen.findByRole("heading", { name: "Print-on-demand mugs: Start Guide" })).toBeTruthy();
    expect(screen.getByTestId("guide-progress").textContent).toBe("1 of 7 done");
    expect((screen.getByLabelText("A design tool") as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText("Step 2: Make ten designs"));
    expect(api.sent("PATCH /api/side-hustles/5/checklist")).toEqual([{ kind: "step", index: 1, done: true }]);
    await waitFor(() => expect(screen.getByTestId("guide-progress").textContent).toBe("2 of 7 done"));
    expect(screen.getByText("1 of 3 done")).toBeTruthy();
  });

  it("undoes a refused tick with the reason", async () => {
    fakeApi({
      "GET /api/side-hustles/5": {
        json: sideHustleDetailResponseSchema.parse({
          hustle: { ...hustle(), checklist: { requirements: [], steps: [] } },
          reviewedAt,
        }),
      },
      "PATCH /api/side-hustles/5/checklist": { status: 500, json: { message: "Try again shortly", code: "x" } },
    });
    const { user } = renderInApp(guide, { path: "/side-hustles/5" });
    const box = await screen.findByLabelText("A shop account");
    await user.click(box);
    expect(await findToast("Not Saved")).toContain("Try again shortly");
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));
  });

  it("says a hustle not in the catalogue was not found", async () => {
    fakeApi({});
    renderInApp(guide, { path: "/side-hustles/999" });
    expect(await screen.findByRole("heading", { name: "Side hustle not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All side hustles" }).getAttribute("href")).toBe("/side-hustles");
  });
});
