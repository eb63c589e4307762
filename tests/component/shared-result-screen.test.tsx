/**
 * A shared result (/s/:token) against a fake API: a shared launch roadmap read-only with its live progress and
 * steps, and a revoked or unknown link saying it is no longer available.
 */
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { publicShareResponseSchema, NO_LONGER_AVAILABLE } from "@shared/contracts/shares";
import { roadmapProgress } from "@shared/domain/roadmap";
import { SharedResultScreen } from "@/features/shares/components/shared-result-screen";
import { fakeApi } from "./support/fake-api";
import { renderInApp } from "./support/render";

const page = (
  <Routes>
    <Route path="/s/:token" element={<SharedResultScreen />} />
  </Routes>
);

const steps = ["Talk to ten bakers", "Price your first box", "Sell at the Saturday market"].map((title, i) => ({
  id: i + 1,
  order: i + 1,
  title,
  description: "Do it this week and write down what you learn.",
  category: "validation" as const,
  difficulty: "easy" as const,
  estimatedTime: "2-3 days",
  rewards: { xp: 50 },
  unlocked: i < 2,
  completed: i === 0,
  completedAt: i === 0 ? "2026-11-20T10:00:00.000Z" : null,
}));

describe("a shared result", () => {
  it("shows a shared roadmap read-only, with its progress and steps and no owner", async () => {
    fakeApi({
      "GET /api/public/shares/tok123": {
        json: publicShareResponseSchema.parse({
          document: {
            kind: "launch_roadmap",
            title: "Crumb & Co launch roadmap",
            summary: "From idea to the first $1K.",
            roadmap: {
              id: 12,
              businessInfo: { businessName: "Crumb & Co", industry: "food", businessIdea: "Sourdough boxes" },
              estimatedTimeline: "10-14 weeks to your first $1K",
              keyMilestones: ["First paying customer", "Ten regular offices", "$1K in a month"],
              steps,
              progress: roadmapProgress(1, 3),
              achievement: null,
              createdAt: "2026-11-19T10:00:00.000Z",
            },
          },
          sharedAt: "2026-11-21T10:00:00.000Z",
          expiresAt: "2026-12-21T10:00:00.000Z",
        }),
      },
    });
    renderInApp(page, { path: "/s/tok123" });
    expect(await screen.findByRole("heading", { level: 1, name: "Crumb & Co launch roadmap" })).toBeTruthy();
    expect(screen.getByText(/shared November 21, 2026/)).toBeTruthy();
    expect(screen.getByText("Key milestones · 10-14 weeks to your first $1K")).toBeTruthy();
    expect(screen.getByText(/Talk to ten bakers/)).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign up free" })).toBeTruthy();
  });

  it("says a revoked or unknown link is no longer available", async () => {
    fakeApi({ "GET /api/public/shares/gone": { status: 404, json: { message: "Not found", code: "not_found" } } });
    renderInApp(page, { path: "/s/gone" });
    expect(await screen.findByRole("heading", { name: NO_LONGER_AVAILABLE })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to HustleForge" }).getAttribute("href")).toBe("/");
  });
});
