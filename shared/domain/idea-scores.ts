/** Idea tracker score rules (docs/spec-notes.md#constants-and-option-lists). Pure. */

/** 80 and above green, 60 and above yellow, below 60 red. */
export function scoreTone(score: number): "green" | "yellow" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

/** Difficulty is shown inverted (100 minus difficulty), so that higher always reads better. */
export function shownDifficulty(difficulty: number): number {
  return 100 - difficulty;
}
