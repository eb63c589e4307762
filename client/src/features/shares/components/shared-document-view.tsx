/**
 * A shared result, read-only: the same sections and figures its owner sees (a validation's scores and reasons,
 * an analysis's market figures, competitors and trends, a plan's summary, projections, costs, risks and steps),
 * with no actions and nothing about the owner.
 */
import type { ReactNode } from "react";
import type { SharedDocument } from "@shared/contracts/shares";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-slate-800">{children}</CardContent>
    </Card>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function Figures({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A horizontal bar of a 0-100 score. */
function ScoreBar({ label, score, reasons }: { label: string; score: number; reasons: readonly string[] }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="tabular-nums">{score}/100</span>
      </div>
      <div className="h-2 rounded-full bg-slate-200" role="img" aria-label={`${label}: ${score} out of 100`}>
        <div className="h-2 rounded-full bg-brand-600" style={{ width: `${score}%` }} />
      </div>
      <ul className="list-disc pl-5 text-xs text-slate-700">
        {reasons.map((r, i) => (
          <li key={i}>{r}</li>
        ))}
      </ul>
    </div>
  );
}

const money = (n: number) => `${n < 0 ? "-" : ""}$${Math.abs(Math.round(n)).toLocaleString("en-US")}`;

export function SharedDocumentView({ document }: { document: SharedDocument }) {
  switch (document.kind) {
    case "quick_validation": {
      const v = document.validation;
      return (
        <div className="space-y-4">
          <Figures
            rows={[
              ["Overall score", `${v.overallScore}/100`],
              [
                "Verdict",
                <span key="v" className="capitalize">
                  {v.verdict}
                </span>,
              ],
            ]}
          />
          {v.description && <p className="text-slate-700">{v.description}</p>}
          <Section title="Scores">
            <div className="grid gap-4 md:grid-cols-2">
              <ScoreBar label="Market demand" score={v.marketDemand} reasons={v.reasons.marketDemand} />
              <ScoreBar
                label="Competition (higher = less crowded)"
                score={v.competition}
                reasons={v.reasons.competition}
              />
              <ScoreBar label="Profitability" score={v.profitability} reasons={v.reasons.profitability} />
              <ScoreBar label="Feasibility" score={v.feasibility} reasons={v.reasons.feasibility} />
            </div>
          </Section>
          <div className="grid gap-4 md:grid-cols-2">
            <Section title="Key insights">
              <Bullets items={v.insights} />
            </Section>
            <Section title="Recommendations">
              <Bullets items={v.recommendations} />
            </Section>
            <Section title="Risks">
              <Bullets items={v.risks} />
            </Section>
            <Section title="Opportunities">
              <Bullets items={v.opportunities} />
            </Section>
          </div>
        </div>
      );
    }
    case "market_analysis": {
      const a = document.analysis;
      return (
        <div className="space-y-4">
          <Figures
            rows={[
              ["Market size", a.marketSize.global],
              ["Growth", `${a.growthRate}% a year`],
              ["Opportunity", `${a.opportunityScore}/100`],
              ["Competition", a.competitionLevel],
            ]}
          />
          <Section title="Insights">
            <p>{a.aiInsights}</p>
          </Section>
          <Section title="Competitors">
            <ul className="space-y-1">
              {a.competitors.map((c) => (
                <li key={c.name}>
                  <strong>{c.name}</strong>: {c.marketShare}% share
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Trends">
            <ul className="space-y-1">
              {a.trends.map((t) => (
                <li key={t.trend}>
                  <strong>{t.trend}</strong> ({t.impact} impact, {t.adoption}% adoption): {t.description}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Forecast">
            <ul className="space-y-1 tabular-nums">
              {a.forecast.map((f) => (
                <li key={f.year}>
                  {f.year}: ${f.marketSize}B ({f.growthRate}%)
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Opportunities">
            <ul className="space-y-2">
              {a.opportunities.map((o) => (
                <li key={o.title}>
                  <strong>{o.title}</strong>: {o.description}
                </li>
              ))}
            </ul>
          </Section>
        </div>
      );
    }
    case "business_plan": {
      const p = document.plan;
      return (
        <div className="space-y-4">
          <p className="text-slate-700">{document.idea.description}</p>
          <Section title="Executive summary">
            <p>{p.executiveSummary}</p>
          </Section>
          <Section title="Revenue projections">
            <ul className="space-y-1 tabular-nums">
              {p.revenueProjections.yearly.map((r) => (
                <li key={r.year}>
                  Year {r.year}: {money(r.revenue)} revenue, {money(r.costs)} costs, {money(r.profit)} profit
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600">Assumptions: {p.revenueProjections.assumptions.join(" ")}</p>
          </Section>
          <Section title="Key metrics">
            <ul className="space-y-1">
              {p.keyMetrics.map((m) => (
                <li key={m.name}>
                  <strong>{m.name}</strong>: {m.target}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Costs">
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <h3 className="font-semibold">Startup</h3>
                <ul className="space-y-1 tabular-nums">
                  {p.costBreakdown.startup.map((c) => (
                    <li key={c.item}>
                      {c.item}: {money(c.amount)}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">Monthly</h3>
                <ul className="space-y-1 tabular-nums">
                  {p.costBreakdown.monthly.map((c) => (
                    <li key={c.item}>
                      {c.item}: {money(c.amount)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </Section>
          <Section title="Risks">
            <ul className="space-y-2">
              {p.riskAssessment.map((r) => (
                <li key={r.risk}>
                  <strong>{r.risk}</strong> ({r.likelihood} likelihood, {r.impact} impact): {r.mitigation}
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Next steps">
            <ol className="list-decimal space-y-1 pl-5">
              {p.nextSteps.map((s) => (
                <li key={s.step}>
                  <strong>{s.step}</strong> ({s.timeframe}): {s.detail}
                </li>
              ))}
            </ol>
          </Section>
        </div>
      );
    }
  }
}
