/**
 * Launch Roadmap against a fake API: the intake form's required fields beside them and what it sends, the kept
 * roadmap restored with its progress, a step ticked (XP shown, or the tick undone when the server refuses), the
 * achievement claimed at 100 %, and 'Edit Details' back to the filled form.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  currentRoadmapResponseSchema,
  roadmapResponseSchema,
  stepUpdateResponseSchema,
  type Roadmap,
  type RoadmapStep,
} from "@shared/contracts/roadmap";
import { roadmapProgress } from "@shared/domain/roadmap";
import { LaunchRoadmapScreen } from "@/features/launch-roadmap/components/launch-roadmap-screen";
import { fakeApi } from "./support/fake-api";
import { freeUsage, generated } from "./support/fixtures";
import { aUser, errorBeside, findToast, renderInApp } from "./support/render";

const step = (id: number, done: boolean, unlocked: boolean): RoadmapStep => ({
  id,
  order: id,
  title: ["Talk to ten bakers", "Price your first box", "Sell at the Saturday market"][id - 1],
  description: "Do it this week and write down what you learn.",
  category: "validation",
  difficulty: "easy",
  estimatedTime: "2-3 days",
  rewards: { xp: 50, badge: id === 3 ? "First Sale" : undefined },
  unlocked,
  completed: done,
  completedAt: done ? "2026-11-20T10:00:00.000Z" : null,
});

function aRoadmap(done: number, overrides: Partial<Roadmap> = {}): Roadmap {
  const steps = [1, 2, 3].map((id) => step(id, id <= done, id <= done + 1));
  return {
    id: 12,
    businessInfo: { businessName: "Crumb & Co", industry: "food", businessIdea: "Sourdough boxes for offices" },
    estimatedTimeline: "10-14 weeks to your first $1K",
    keyMilestones: ["First paying customer", "Ten regular offices", "$1K in a month"],
    steps,
    form: {
      businessName: "Crumb & Co",
      businessIdea: "Sourdough boxes for offices",
      industry: "food",
      budget: "0-100",
      targetMarket: "",
      goals: "",
    },
    progress: roadmapProgress(done, steps.length),
    achievement: null,
    createdAt: "2026-11-19T10:00:00.000Z",
    ...overrides,
  };
}

const common = {
  "GET /api/auth/user": { json: aUser() },
  "GET /api/usage": { json: freeUsage("launch_roadmap", 3, 2, "lifetime") },
  "GET /api/generations": { json: { generations: [] } },
};

describe("Launch Roadmap", () => {
  it("asks for the required details beside their fields, then sends the form and shows the roadmap", async () => {
    let current: Roadmap | null = null;
    let refuse = true;
    const api = fakeApi({
      ...common,
      "GET /api/roadmaps/current": () => ({ json: currentRoadmapResponseSchema.parse({ roadmap: current }) }),
      "POST /api/generate-personalized-roadmap": () => {
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            json: {
              message: "Please check the highlighted fields.",
              code: "validation_error",
              details: [{ path: "targetMarket", message: "Target market must be at most 200 characters" }],
            },
          };
        }
        current = aRoadmap(0);
        return { json: { ...roadmapResponseSchema.parse({ roadmap: current }), ...generated("launch-roadmap") } };
      },
    });
    const { user } = renderInApp(<LaunchRoadmapScreen />);
    expect(await screen.findByRole("heading", { name: "Your roadmap appears here" })).toBeTruthy();
    const name = screen.getByLabelText(/^Business name/);
    const submit = screen.getByRole("button", { name: "Generate My Roadmap" }) as HTMLButtonElement;
    // Pressed with the required fields empty, the form names each beside it and sends nothing.
    await user.click(submit);
    await waitFor(() => expect(errorBeside(name)).toBe("Business name is required"));
    expect(errorBeside(screen.getByLabelText(/^Business idea/))).toBe("Business idea is required");
    expect(errorBeside(screen.getByLabelText(/^Industry/))).toBe("Industry is required");
    // A name of spaces is no name.
    await user.type(name, "   ");
    await user.type(screen.getByLabelText(/^Business idea/), "Sourdough boxes for offices");
    await user.selectOptions(screen.getByLabelText(/^Industry/), "food");
    await user.click(submit);
    await waitFor(() => expect(errorBeside(name)).toBe("Business name is required"));
    expect(api.sent("POST /api/generate-personalized-roadmap")).toHaveLength(0);

    await user.clear(name);
    await user.type(name, "Crumb & Co");
    await user.selectOptions(screen.getByLabelText(/^Budget/), "0-100");
    await user.type(screen.getByLabelText(/^Target market/), "Offices");
    await user.click(submit);
    const market = screen.getByLabelText(/^Target market/);
    await waitFor(() => expect(errorBeside(market)).toBe("Target market must be at most 200 characters"));
    expect(screen.queryByText("Please check the highlighted fields.")).toBeNull();

    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "Crumb & Co" })).toBeTruthy();
    expect(api.sent("POST /api/generate-personalized-roadmap")).toHaveLength(2);
    expect(api.sent("POST /api/generate-personalized-roadmap")[1]).toEqual(
      expect.objectContaining({
        businessName: "Crumb & Co",
        businessIdea: "Sourdough boxes for offices",
        industry: "food",
        budget: "0-100",
        targetMarket: "Offices",
      }),
    );
    expect(screen.getByTestId("steps-done").textContent).toBe("0/3");
  });

  it("restores the kept roadmap: progress, locked steps, a tick sent with its XP", async () => {
    const api = fakeApi({
      ...common,
      "GET /api/roadmaps/current": { json: currentRoadmapResponseSchema.parse({ roadmap: aRoadmap(1) }) },
      "PATCH /api/roadmaps/12/steps/2": {
        json: stepUpdateResponseSchema.parse({ roadmap: aRoadmap(2), xpAwarded: 50 }),
      },
    });
    const { user } = renderInApp(<LaunchRoadmapScreen />);
    expect(await screen.findByTestId("steps-done")).toBeTruthy();
    expect(screen.getByTestId("steps-done").textContent).toBe("1/3");
    expect(screen.getByTestId("percent").textContent).toBe("33%");
    const steps = screen.getAllByTestId("roadmap-step");
    expect(steps.map((s) => s.dataset.state)).toEqual(["completed", "unlocked", "locked"]);
    expect(within(steps[2]).getByText("Locked: complete the step before it first")).toBeTruthy();

    await user.click(screen.getByLabelText("2. Price your first box"));
    expect(await findToast("+50 XP")).toContain('"Price your first box" completed.');
    expect(api.sent("PATCH /api/roadmaps/12/steps/2")).toEqual([{ completed: true }]);
    await waitFor(() => expect(screen.getByTestId("steps-done").textContent).toBe("2/3"));
  });

  it("undoes a tick the server refused and says why", async () => {
    fakeApi({
      ...common,
      "GET /api/roadmaps/current": { json: currentRoadmapResponseSchema.parse({ roadmap: aRoadmap(1) }) },
      "PATCH /api/roadmaps/12/steps/2": {
        status: 409,
        json: { message: "Complete the step before it first", code: "x" },
      },
    });
    const { user } = renderInApp(<LaunchRoadmapScreen />);
    await user.click(await screen.findByLabelText("2. Price your first box"));
    expect(await findToast("Could not update the step")).toContain("Complete the step before it first");
    await waitFor(() =>
      expect((screen.getByLabelText("2. Price your first box") as HTMLInputElement).checked).toBe(false),
    );
    expect(screen.getByTestId("steps-done").textContent).toBe("1/3");
  });

  it("claims the achievement once every step is done", async () => {
    const api = fakeApi({
      ...common,
      "GET /api/roadmaps/current": { json: currentRoadmapResponseSchema.parse({ roadmap: aRoadmap(3) }) },
      "POST /api/roadmaps/12/claim": {
        json: roadmapResponseSchema.parse({
          roadmap: aRoadmap(3, {
            achievement: {
              title: "Launch Roadmap Complete",
              badge: "Launcher Badge",
              claimedAt: "2026-11-22T10:00:00.000Z",
            },
          }),
        }),
      },
    });
    const { user } = renderInApp(<LaunchRoadmapScreen />);
    const banner = await screen.findByTestId("completion-banner");
    await user.click(within(banner).getByRole("button", { name: "Claim Your Achievement" }));
    expect(await findToast("Achievement claimed!")).toContain("Your Launch Roadmap achievement is saved.");
    expect(api.sent("POST /api/roadmaps/12/claim")).toHaveLength(1);
    expect((await screen.findByTestId("achievement")).textContent).toContain(
      "Launch Roadmap Complete (Launcher Badge) claimed on",
    );
  });

  it("goes back to the form filled with what was sent, and back to the roadmap", async () => {
    fakeApi({
      ...common,
      "GET /api/roadmaps/current": { json: currentRoadmapResponseSchema.parse({ roadmap: aRoadmap(1) }) },
    });
    const { user } = renderInApp(<LaunchRoadmapScreen />);
    await user.click(await screen.findByRole("button", { name: "Edit Details" }));
    expect((screen.getByLabelText(/^Business name/) as HTMLInputElement).value).toBe("Crumb & Co");
    expect((screen.getByLabelText(/^Budget/) as HTMLSelectElement).value).toBe("0-100");
    await user.click(screen.getByRole("button", { name: "Back to my roadmap" }));
    expect(await screen.findByTestId("steps-done")).toBeTruthy();
  });
});
