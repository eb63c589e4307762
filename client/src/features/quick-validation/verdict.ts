/**
 * Verdict display (each verdict its own emoji, docs/spec-notes.md#constants-and-option-lists) and the score colour
 * classes.
 */
import type { ScoreBand } from "@shared/contracts/quick-validation";
import { COMPETITION_SCORE_LABEL } from "@shared/domain/competition";

export const VERDICT_DISPLAY: Record<string, { emoji: string; label: string; className: string }> = {
  excellent: { emoji: "🚀", label: "Excellent idea", className: "text-emerald-700" },
  good: { emoji: "👍", label: "Good idea", className: "text-amber-800" },
  fair: { emoji: "🤔", label: "Fair idea", className: "text-orange-700" },
  poor: { emoji: "⚠️", label: "Poor idea", className: "text-red-700" },
  other: { emoji: "❓", label: "Not rated", className: "text-slate-700" },
};

export const SCORE_LABELS = [
  { key: "marketDemand", label: "Market Demand", inverse: false },
  // Every score reads higher = better; competition measures how open the market is (docs/decisions/700).
  { key: "competition", label: COMPETITION_SCORE_LABEL, inverse: false },
  { key: "profitability", label: "Profitability", inverse: false },
  { key: "feasibility", label: "Feasibility", inverse: false },
] as const;

/** Text, bar and ring classes per band: 80+ green, 60-79 yellow, 40-59 orange, below 40 red. */
export const BAND_CLASSES: Record<ScoreBand, { text: string; bar: string; ring: string; bg: string }> = {
  green: { text: "text-emerald-700", bar: "bg-emerald-500", ring: "stroke-emerald-500", bg: "bg-emerald-50" },
  yellow: { text: "text-amber-800", bar: "bg-amber-400", ring: "stroke-amber-400", bg: "bg-amber-50" },
  orange: { text: "text-orange-700", bar: "bg-orange-500", ring: "stroke-orange-500", bg: "bg-orange-50" },
  red: { text: "text-red-700", bar: "bg-red-500", ring: "stroke-red-500", bg: "bg-red-50" },
};
