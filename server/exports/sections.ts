/**
 * The sections of a document, once, for every output (Markdown and PDF): headings, paragraphs, lists, figure
 * rows, tables and bar charts with their numbers. Both exports render these blocks, so they cannot drift.
 */
import type { SharedDocument } from "../../shared/contracts/shares";

export type Bar = { label: string; value: number; display: string };
export type Block =
  | { type: "paragraph"; text: string }
  | { type: "bullets"; items: string[] }
  | { type: "numbered"; items: string[] }
  | { type: "figures"; rows: [string, string][] }
  | { type: "table"; head: string[]; rows: string[][] }
  | { type: "bars"; title: string; max: number; bars: Bar[] };
export type Section = { heading: string; blocks: Block[] };
export type Outline = { title: string; subtitle: string; sections: Section[] };

const money = (n: number) => `${n < 0 ? "-" : ""}$${Math.abs(Math.round(n)).toLocaleString("en-US")}`;

export function documentSections(doc: SharedDocument): Outline {
  switch (doc.kind) {
    case "quick_validation": {
      const v = doc.validation;
      const scores: [string, number, string[]][] = [
        ["Market demand", v.marketDemand, v.reasons.marketDemand],
        ["Competition (higher = less crowded)", v.competition, v.reasons.competition],
        ["Profitability", v.profitability, v.reasons.profitability],
        ["Feasibility", v.feasibility, v.reasons.feasibility],
      ];
      return {
        title: doc.title,
        subtitle: `Quick validation, ${v.generatedAt.slice(0, 10)}`,
        sections: [
          {
            heading: "Overall score",
            blocks: [
              {
                type: "figures",
                rows: [
                  ["Overall score", `${v.overallScore}/100`],
                  ["Verdict", v.verdict],
                ],
              },
              ...(v.description ? [{ type: "paragraph" as const, text: v.description }] : []),
            ],
          },
          {
            heading: "Scores",
            blocks: [
              {
                type: "bars",
                title: "Scores out of 100",
                max: 100,
                bars: scores.map(([label, value]) => ({ label, value, display: `${value}/100` })),
              },
              ...scores.flatMap(([label, , reasons]) => [
                { type: "paragraph" as const, text: `${label}:` },
                { type: "bullets" as const, items: reasons },
              ]),
            ],
          },
          { heading: "Insights", blocks: [{ type: "bullets", items: v.insights }] },
          { heading: "Recommendations", blocks: [{ type: "bullets", items: v.recommendations }] },
          { heading: "Risks", blocks: [{ type: "bullets", items: v.risks }] },
          { heading: "Opportunities", blocks: [{ type: "bullets", items: v.opportunities }] },
        ],
      };
    }
    case "market_analysis": {
      const a = doc.analysis;
      return {
        title: doc.title,
        subtitle: `Market analysis for ${a.targetMarket}, ${a.location}, ${a.generatedAt.slice(0, 10)}`,
        sections: [
          {
            heading: "Key figures",
            blocks: [
              {
                type: "figures",
                rows: [
                  ["Market size", a.marketSize.global ?? "not known"],
                  ["Growth", a.growthRate === null ? "not known" : `${a.growthRate}% a year`],
                  ["Opportunity score", `${a.opportunityScore}/100`],
                  ["Competition", a.competitionLevel],
                ],
              },
            ],
          },
          {
            heading: "Why this opportunity score",
            blocks: [
              { type: "bullets", items: a.opportunityReasons.map((r) => `${r.factor} (${r.impact}): ${r.detail}`) },
            ],
          },
          { heading: "Insights", blocks: [{ type: "paragraph", text: a.aiInsights }] },
          {
            heading: "Forecast",
            blocks: a.forecast.length
              ? [
                  {
                    type: "bars",
                    title: "Market size by year, as published (billions of US dollars)",
                    max: Math.max(...a.forecast.map((f) => f.marketSize)),
                    bars: a.forecast.map((f) => ({
                      label: String(f.year),
                      value: f.marketSize,
                      display: `$${f.marketSize}B`,
                    })),
                  },
                ]
              : [{ type: "paragraph", text: "Not known: no published forecast of this market is in our data pack." }],
          },
          {
            heading: "Competitors",
            blocks: [
              {
                type: "bars",
                title: "Market share (%)",
                max: 100,
                bars: a.competitors.flatMap((c) =>
                  c.marketShare === null ? [] : [{ label: c.name, value: c.marketShare, display: `${c.marketShare}%` }],
                ),
              },
              {
                type: "table",
                head: ["Competitor", "Share", "Revenue", "Trend"],
                rows: a.competitors.map((c) => [
                  c.name,
                  c.marketShare === null ? "not known" : `${c.marketShare}%`,
                  c.revenue ?? "not known",
                  c.trend ?? "not known",
                ]),
              },
            ],
          },
          {
            heading: "Trends",
            blocks: [
              {
                type: "bullets",
                items: a.trends.map(
                  (t) =>
                    `${t.trend} (${t.impact} impact${t.adoption === null ? "" : `, ${t.adoption}% adoption`}): ${t.description}`,
                ),
              },
            ],
          },
          {
            heading: "Regions",
            blocks: [
              {
                type: "table",
                head: ["Region", "Size", "Share", "Growth"],
                rows: a.regions.map((r) => [
                  r.name,
                  r.marketSize,
                  r.share === null ? "not known" : `${r.share}%`,
                  r.growthRate === null ? "not known" : `${r.growthRate}%`,
                ]),
              },
            ],
          },
          {
            heading: "Sources",
            blocks: [
              {
                type: "bullets",
                items: [
                  ...a.sources.map(
                    (s) => `${s.field}: ${s.publisher ? `${s.publisher}, ` : ""}${s.name} (${s.year}), ${s.url}`,
                  ),
                  ...a.unknown.map((u) => `Not known (${u.field}): ${u.reason}`),
                ],
              },
            ],
          },
          {
            heading: "Opportunities",
            blocks: [
              {
                type: "bullets",
                items: a.opportunities.map(
                  (o) =>
                    `${o.title} (${o.potential} potential, ${o.timeToRevenue}, ${o.startupCost}): ${o.description}`,
                ),
              },
            ],
          },
        ],
      };
    }
    case "business_plan": {
      const p = doc.plan;
      const years = p.revenueProjections.yearly;
      return {
        title: doc.title,
        subtitle: `Business plan for ${doc.idea.name} (${doc.idea.industry}), ${p.createdAt.slice(0, 10)}`,
        sections: [
          { heading: "Executive Summary", blocks: [{ type: "paragraph", text: p.executiveSummary }] },
          {
            heading: "Revenue Projections",
            blocks: [
              {
                type: "bars",
                title: "Revenue by year",
                max: Math.max(...years.map((y) => y.revenue), 1),
                bars: years.map((y) => ({ label: `Year ${y.year}`, value: y.revenue, display: money(y.revenue) })),
              },
              {
                type: "table",
                head: ["Year", "Revenue", "Costs", "Profit"],
                rows: years.map((y) => [`Year ${y.year}`, money(y.revenue), money(y.costs), money(y.profit)]),
              },
              {
                type: "table",
                head: ["Month", "Revenue", "Costs", "Profit"],
                rows: p.revenueProjections.monthly.map((m) => [
                  `Month ${m.month}`,
                  money(m.revenue),
                  money(m.costs),
                  money(m.profit),
                ]),
              },
              { type: "paragraph", text: "Assumptions:" },
              { type: "bullets", items: p.revenueProjections.assumptions },
            ],
          },
          {
            heading: "Key Metrics",
            blocks: [{ type: "bullets", items: p.keyMetrics.map((m) => `${m.name}: ${m.target} (${m.why})`) }],
          },
          {
            heading: "Cost Breakdown",
            blocks: [
              {
                type: "bars",
                title: "Startup costs",
                max: Math.max(...p.costBreakdown.startup.map((c) => c.amount), 1),
                bars: p.costBreakdown.startup.map((c) => ({
                  label: c.item,
                  value: c.amount,
                  display: money(c.amount),
                })),
              },
              {
                type: "table",
                head: ["Startup cost", "Amount"],
                rows: p.costBreakdown.startup.map((c) => [c.item, money(c.amount)]),
              },
              {
                type: "table",
                head: ["Monthly cost", "Amount"],
                rows: p.costBreakdown.monthly.map((c) => [c.item, money(c.amount)]),
              },
            ],
          },
          {
            heading: "Risk Assessment",
            blocks: [
              {
                type: "table",
                head: ["Risk", "Likelihood", "Impact", "Mitigation"],
                rows: p.riskAssessment.map((r) => [r.risk, r.likelihood, r.impact, r.mitigation]),
              },
            ],
          },
          {
            heading: "Next Steps",
            blocks: [{ type: "numbered", items: p.nextSteps.map((s) => `${s.step} (${s.timeframe}): ${s.detail}`) }],
          },
        ],
      };
    }
    case "launch_roadmap": {
      const r = doc.roadmap;
      const { progress } = r;
      const status = (s: (typeof r.steps)[number]) =>
        s.completed ? `Done ${s.completedAt?.slice(0, 10) ?? ""}`.trim() : s.unlocked ? "Up next" : "Locked";
      return {
        title: doc.title,
        subtitle: `Launch roadmap for ${r.businessInfo.businessName} (${r.businessInfo.industry}), ${r.createdAt.slice(0, 10)}`,
        sections: [
          {
            heading: "Progress",
            blocks: [
              {
                type: "figures",
                rows: [
                  ["Steps completed", `${progress.stepsDone}/${progress.totalSteps}`],
                  ["Total XP", `${progress.xp} XP`],
                  ["Level", String(progress.level)],
                  ["Progress", `${progress.percent}%`],
                ],
              },
              {
                type: "bars",
                title: "Progress (%)",
                max: 100,
                bars: [{ label: "Steps completed", value: progress.percent, display: `${progress.percent}%` }],
              },
              { type: "paragraph", text: `Estimated timeline: ${r.estimatedTimeline}` },
              ...(r.achievement
                ? [
                    {
                      type: "paragraph" as const,
                      text: `${r.achievement.title} (${r.achievement.badge}), claimed ${r.achievement.claimedAt.slice(0, 10)}`,
                    },
                  ]
                : []),
            ],
          },
          { heading: "The business", blocks: [{ type: "paragraph", text: r.businessInfo.businessIdea }] },
          { heading: "Key milestones", blocks: [{ type: "bullets", items: r.keyMilestones }] },
          {
            heading: "Steps",
            blocks: [
              {
                type: "table",
                head: ["Step", "Category", "Difficulty", "Time", "Status"],
                rows: r.steps.map((s) => [
                  `${s.order}. ${s.title}`,
                  s.category,
                  s.difficulty,
                  s.estimatedTime,
                  status(s),
                ]),
              },
              {
                type: "numbered",
                items: r.steps.map(
                  (s) =>
                    `${s.title}: ${s.description} (${s.rewards.xp} XP${s.rewards.badge ? `, ${s.rewards.badge}` : ""})`,
                ),
              },
            ],
          },
        ],
      };
    }
  }
}
