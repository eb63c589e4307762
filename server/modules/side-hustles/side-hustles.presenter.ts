/** Presents side hustles (every field listed) with this user's bookmark and start-guide ticks. */
import type { Checklist, SideHustle, SideHustleDetail } from "../../../shared/contracts/side-hustles";
import type { HustleWithBookmark } from "./side-hustles.repository";

export function presentSideHustle(row: HustleWithBookmark): SideHustle {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as SideHustle["category"],
    difficultyLevel: row.difficultyLevel as SideHustle["difficultyLevel"],
    timeInvestment: row.timeInvestment,
    potentialEarnings: row.potentialEarnings,
    startupCost: row.startupCost,
    requirements: row.requirements,
    steps: row.steps,
    bookmarked: row.bookmarked,
  };
}

/** Ticks as sorted index lists; a tick beyond the current list (the file changed) is left out. */
export function presentChecklist(row: HustleWithBookmark, ticks: { kind: string; itemIndex: number }[]): Checklist {
  const of = (kind: string, length: number) =>
    ticks
      .filter((t) => t.kind === kind && t.itemIndex < length)
      .map((t) => t.itemIndex)
      .sort((a, b) => a - b);
  return { requirements: of("requirement", row.requirements.length), steps: of("step", row.steps.length) };
}

export function presentSideHustleDetail(
  row: HustleWithBookmark,
  ticks: { kind: string; itemIndex: number }[],
): SideHustleDetail {
  return { ...presentSideHustle(row), checklist: presentChecklist(row, ticks) };
}
