/**
 * Launch roadmap gamification (docs/spec-notes.md#states-and-transitions, #constants-and-option-lists): XP, level and
 * the milestone by percent complete. Pure; the server and the page use the same rules.
 */

/** XP per completed step; the shown total is steps done times this, not the per-step reward. */
export const XP_PER_STEP = 50;
/** XP per level: level = floor(XP / 200) + 1. */
export const XP_PER_LEVEL = 200;

export function roadmapXp(stepsDone: number): number {
  return stepsDone * XP_PER_STEP;
}

export function levelFor(xp: number): number {
  return Math.floor(xp / XP_PER_LEVEL) + 1;
}

/** Whole percent of steps done (0 for an empty roadmap). */
export function percentComplete(stepsDone: number, totalSteps: number): number {
  if (totalSteps <= 0) return 0;
  return Math.round((stepsDone / totalSteps) * 100);
}

export type Milestone = {
  title: "First Quarter Complete" | "Halfway Point" | "Three Quarters Done" | "Launch Ready";
  badge: "Validation Badge" | "Planning Badge" | "Builder Badge" | "Launcher Badge";
  /** Position within the current quarter, 0-100. */
  progress: number;
};

const MILESTONES = [
  { from: 0, title: "First Quarter Complete", badge: "Validation Badge" },
  { from: 25, title: "Halfway Point", badge: "Planning Badge" },
  { from: 50, title: "Three Quarters Done", badge: "Builder Badge" },
  { from: 75, title: "Launch Ready", badge: "Launcher Badge" },
] as const;

/** The next milestone for a percent complete: under 25, 25-49, 50-74, 75 and above. */
export function milestoneFor(percent: number): Milestone {
  const p = Math.min(100, Math.max(0, percent));
  const current = [...MILESTONES].reverse().find((m) => p >= m.from)!;
  return { title: current.title, badge: current.badge, progress: Math.min(100, Math.round((p - current.from) * 4)) };
}

/** Every figure the roadmap's progress cards show. */
export function roadmapProgress(stepsDone: number, totalSteps: number) {
  const xp = roadmapXp(stepsDone);
  const percent = percentComplete(stepsDone, totalSteps);
  return {
    stepsDone,
    totalSteps,
    xp,
    level: levelFor(xp),
    percent,
    milestone: milestoneFor(percent),
    complete: totalSteps > 0 && stepsDone === totalSteps,
  };
}
