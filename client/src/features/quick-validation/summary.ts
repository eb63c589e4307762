/** The clean text summary 'Share Results' copies (docs/product-rules.md#blank-actions). */
import type { Validation } from "@shared/contracts/quick-validation";
import { SCORE_LABELS, VERDICT_DISPLAY } from "./verdict";

const list = (title: string, items: string[]) => [`${title}:`, ...items.map((i) => `- ${i}`)].join("\n");

/** Plain text, no markup: the idea, the scores with their reasons, and the four lists. */
export function validationSummary(v: Validation): string {
  const verdict = VERDICT_DISPLAY[v.verdict] ?? VERDICT_DISPLAY.other;
  return [
    `Quick Validation: ${v.product}`,
    v.description ? v.description : null,
    "",
    `Overall score: ${v.overallScore}/100 (${verdict.label})`,
    ...SCORE_LABELS.map(({ key, label }) => `${label}: ${v[key]}/100 - ${v.reasons[key].join(" ")}`),
    "",
    list("Insights", v.insights),
    "",
    list("Recommendations", v.recommendations),
    "",
    list("Risks", v.risks),
    "",
    list("Opportunities", v.opportunities),
    "",
    "Validated with HustleForge",
  ]
    .filter((line) => line !== null)
    .join("\n");
}
