/**
 * The offline launch roadmap and idea scores: valid against their schemas, deterministic, and shaped by every
 * input (business, industry, budget, time, experience; the idea's own words).
 */
import { describe, expect, it } from "vitest";
import { composeRoadmap } from "../../server/ai/knowledge/roadmap/compose";
import { scoreIdea } from "../../server/ai/knowledge/ideas/score";
import {
  roadmapOutputSchema,
  roadmapRequestSchema,
  ROADMAP_BUDGETS,
  ROADMAP_EXPERIENCE,
  ROADMAP_INDUSTRIES,
  ROADMAP_TIME,
  type RoadmapRequest,
} from "../../shared/contracts/roadmap";
import { ideaScoreOutputSchema } from "../../shared/contracts/idea-tracker";

const base: RoadmapRequest = {
  businessName: "Crumb & Co",
  businessIdea: "Sourdough delivered by bike to offices.",
  industry: "food",
  budget: "100-500",
  timeCommitment: "10-20",
  experience: "some",
  targetMarket: "Office workers",
  goals: "",
};
const roadmap = (changes: Partial<RoadmapRequest> = {}) =>
  composeRoadmap(roadmapRequestSchema.parse({ ...base, ...changes }));
const text = (r: ReturnType<typeof composeRoadmap>) => JSON.stringify(r);

describe("offline launch roadmap", () => {
  it("passes the output schema for every industry, budget, time and experience", () => {
    for (const industry of ROADMAP_INDUSTRIES)
      for (const budget of ROADMAP_BUDGETS)
        for (const timeCommitment of ROADMAP_TIME)
          for (const experience of ROADMAP_EXPERIENCE) {
            const r = roadmap({
              industry: industry.value,
              budget: budget.value,
              timeCommitment: timeCommitment.value,
              experience: experience.value,
            });
            expect(
              roadmapOutputSchema.safeParse(r).error,
              `${industry.value}/${budget.value}/${timeCommitment.value}/${experience.value}`,
            ).toBeUndefined();
            expect(r.steps.map((s) => s.order)).toEqual(r.steps.map((_, i) => i + 1));
          }
  });

  it("is deterministic", () => {
    expect(roadmap()).toEqual(roadmap());
  });

  it("names the business and its market", () => {
    const r = roadmap({ businessName: "Pawsome Walks", targetMarket: "Busy dog owners" });
    expect(r.steps.filter((s) => s.title.includes("Pawsome Walks")).length).toBeGreaterThanOrEqual(4);
    expect(text(r)).toContain("among busy dog owners");
    expect(text(roadmap())).not.toContain("Pawsome Walks");
  });

  it("changes with the industry: its own build and launch steps, and compliance where the trade needs it", () => {
    const food = roadmap({ industry: "food" });
    const saas = roadmap({ industry: "saas" });
    expect(food.steps.map((s) => s.title)).not.toEqual(saas.steps.map((s) => s.title));
    expect(text(food)).toMatch(/food-hygiene/);
    expect(text(saas)).not.toMatch(/food-hygiene/);
  });

  it("changes with the budget: organic posting on a tiny budget, paid tests on a large one", () => {
    expect(text(roadmap({ budget: "0-100" }))).toContain("Post daily");
    expect(text(roadmap({ budget: "0-100" }))).not.toContain("paid ads");
    expect(text(roadmap({ budget: "5000+" }))).toContain("Test paid ads");
  });

  it("changes with the time: fewer hours a week, a longer timeline", () => {
    const slow = roadmap({ timeCommitment: "5-10" });
    const fast = roadmap({ timeCommitment: "40+" });
    const weeks = (r: ReturnType<typeof composeRoadmap>) => Number(r.estimatedTimeline.split("-")[0]);
    expect(weeks(slow)).toBeGreaterThan(weeks(fast));
    expect(slow.steps.map((s) => s.estimatedTime)).not.toEqual(fast.steps.map((s) => s.estimatedTime));
  });

  it("changes with the experience: basics and a mentor for beginners, systems for experts", () => {
    const beginner = roadmap({ experience: "beginner" });
    const expert = roadmap({ experience: "expert" });
    expect(beginner.steps.map((s) => s.title)).toContain("Find a mentor or peer group");
    expect(expert.steps.map((s) => s.title)).not.toContain("Find a mentor or peer group");
    expect(expert.steps.some((s) => s.title.startsWith("Automate"))).toBe(true);
    expect(expert.steps.filter((s) => s.difficulty === "hard").length).toBeLessThan(
      beginner.steps.filter((s) => s.difficulty === "hard").length,
    );
  });

  it("adds the person's goal to the key milestones", () => {
    expect(roadmap({ goals: "Pay for university" }).keyMilestones).toContain("Your goal: Pay for university");
  });
});

describe("offline idea scores", () => {
  const score = (title: string, description: string, industry = "") =>
    scoreIdea({ ideaId: 1, title, description, industry });

  it("passes the output schema and cites the idea in its reasons", () => {
    const s = score(
      "AI study planner",
      "An app that plans revision for high school students, $5 a month.",
      "Education",
    );
    expect(ideaScoreOutputSchema.safeParse(s).error).toBeUndefined();
    for (const key of ["profitability", "trendPotential", "difficulty", "overall"] as const)
      expect(s[key].reasons[0]).toContain("AI study planner");
  });

  it("is deterministic and changes with the idea", () => {
    const a = score("AI study planner", "An app that plans revision for high school students, $5 a month.");
    expect(score("AI study planner", "An app that plans revision for high school students, $5 a month.")).toEqual(a);
    const b = score("DVD rental kiosk", "Renting DVDs from a kiosk.");
    expect(b).not.toEqual(a);
    expect(b.trendPotential.score).toBeLessThan(a.trendPotential.score);
  });
});
