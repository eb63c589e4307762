/** Builds the Markdown file of a business plan ('Download as Markdown'). */
import type { BusinessPlan } from "@shared/contracts/business-plans";
import { planAmounts } from "./plan-amounts";

/** The whole plan as Markdown text, its amounts in the plan's currency. */
export function planToMarkdown(plan: BusinessPlan, ideaName: string): string {
  const p = plan.revenueProjections;
  const usd = planAmounts(plan).whole;
  return [
    `# Business plan: ${ideaName}`,
    `_Generated ${new Date(plan.createdAt).toLocaleDateString()}_`,
    "## Executive summary",
    plan.executiveSummary,
    ...(plan.funding
      ? ["## Funding", plan.funding.says, ...(plan.funding.smallerStart ? [plan.funding.smallerStart.says] : [])]
      : []),
    "## Revenue projections",
    "| Year | Revenue | Costs | Profit |",
    "|---|---|---|---|",
    ...p.yearly.map((y) => `| Year ${y.year} | ${usd(y.revenue)} | ${usd(y.costs)} | ${usd(y.profit)} |`),
    "",
    "### First 12 months",
    "| Month | Revenue | Costs | Profit |",
    "|---|---|---|---|",
    ...p.monthly.map((m) => `| ${m.month} | ${usd(m.revenue)} | ${usd(m.costs)} | ${usd(m.profit)} |`),
    "",
    "### Assumptions",
    ...p.assumptions.map((a) => `- ${a}`),
    "## Key metrics",
    ...plan.keyMetrics.map((k) => `- **${k.name}**: ${k.target} (${k.why})`),
    "## Cost breakdown",
    "### Startup",
    ...plan.costBreakdown.startup.map((c) => `- ${c.item}: ${usd(c.amount)}${c.note ? ` (${c.note})` : ""}`),
    "### Monthly",
    ...plan.costBreakdown.monthly.map((c) => `- ${c.item}: ${usd(c.amount)}${c.note ? ` (${c.note})` : ""}`),
    "## Risk assessment",
    ...plan.riskAssessment.map(
      (r) => `- **${r.risk}** (likelihood ${r.likelihood}, impact ${r.impact}): ${r.mitigation}`,
    ),
    "## Next steps",
    ...plan.nextSteps.map((s, i) => `${i + 1}. **${s.step}** (${s.timeframe}): ${s.detail}`),
  ]
    .join("\n\n")
    .replace(/\n\n(\|)/g, "\n$1");
}

/** Saves text as a file through a temporary link. */
export function downloadText(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/markdown;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
