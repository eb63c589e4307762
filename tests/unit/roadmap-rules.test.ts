/** Launch roadmap rules (shared/domain/roadmap.ts) at every boundary, and the idea tracker's score colours. */
import { describe, expect, it } from "vitest";
import { levelFor, milestoneFor, percentComplete, roadmapProgress, roadmapXp } from "../../shared/domain/roadmap";
import { scoreTone, shownDifficulty } from "../../shared/domain/idea-scores";

describe("XP and level", () => {
  it("gives 50 XP per completed step", () => {
    expect([0, 1, 4, 10].map(roadmapXp)).toEqual([0, 50, 200, 500]);
  });
  it.each([
    [0, 1],
    [150, 1],
    [199, 1],
    [200, 2],
    [399, 2],
    [400, 3],
    [1000, 6],
  ])("%i XP is level %i (floor(XP / 200) + 1)", (xp, level) => {
    expect(levelFor(xp)).toBe(level);
  });
});

describe("milestone by percent complete", () => {
  it.each([
    [0, "First Quarter Complete", "Validation Badge", 0],
    [24, "First Quarter Complete", "Validation Badge", 96],
    [25, "Halfway Point", "Planning Badge", 0],
    [49, "Halfway Point", "Planning Badge", 96],
    [50, "Three Quarters Done", "Builder Badge", 0],
    [74, "Three Quarters Done", "Builder Badge", 96],
    [75, "Launch Ready", "Launcher Badge", 0],
    [100, "Launch Ready", "Launcher Badge", 100],
  ])("%i %% → %s (%s), %i %% through the quarter", (percent, title, badge, progress) => {
    expect(milestoneFor(percent)).toEqual({ title, badge, progress });
  });

  it("rounds the percent of steps done and counts an empty roadmap as 0", () => {
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(0, 0)).toBe(0);
    expect(roadmapProgress(10, 10)).toMatchObject({ xp: 500, level: 3, percent: 100, complete: true });
    expect(roadmapProgress(3, 10)).toMatchObject({
      xp: 150,
      level: 1,
      percent: 30,
      complete: false,
      milestone: { title: "Halfway Point", progress: 20 },
    });
  });
});

describe("idea score colours", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79, "yellow"],
    [60, "yellow"],
    [59, "red"],
    [0, "red"],
  ])("%i is %s", (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
  it("shows difficulty inverted", () => {
    expect(shownDifficulty(30)).toBe(70);
  });
});
