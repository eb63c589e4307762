/**
 * A shared result, read-only: the same sections and figures its owner sees (a validation's scores and reasons,
 * an analysis's market figures, competitors and trends, a plan's summary, projections, costs, risks and steps,
 * a roadmap's live progress and steps), with no actions and nothing about the owner.
 */
import type { ReactNode } from "react";
import { CheckCircle2, Circle, Lock } from "lucide-react";
import type { SharedDocument } from "@shared/contracts/shares";
import { Badge } from "@/components/ui/badge";
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
    case "launch_roadmap": {
      const r = document.roadmap;
      const { progress } = r;
      return (
        <div className="space-y-4">
          <p className="text-slate-700">{r.businessInfo.businessIdea}</p>
          <Figures
            rows={[
              ["Steps completed", `${progress.stepsDone}/${progress.totalSteps}`],
              ["Total XP", `${progress.xp} XP`],
              ["Level", String(progress.level)],
              ["Progress", `${progress.percent}%`],
            ]}
          />
          <div className="h-2.5 rounded-full bg-slate-200" role="img" aria-label={`${progress.percent}% complete`}>
            <div className="h-2.5 rounded-full bg-brand-600" style={{ width: `${progress.percent}%` }} />
          </div>
          {r.achievement && (
            <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
              {r.achievement.title} ({r.achievement.badge}) claimed on{" "}
              {new Date(r.achievement.claimedAt).toLocaleDateString()}.
            </p>
          )}
          <Section title={`Key milestones · ${r.estimatedTimeline}`}>
            <Bullets items={r.keyMilestones} />
          </Section>
          <Section title="Launch steps">
            <ol className="space-y-3">
              {r.steps.map((step) => {
                const Icon = step.completed ? CheckCircle2 : step.unlocked ? Circle : Lock;
                const state = step.completed ? "Done" : step.unlocked ? "Up next" : "Locked";
                return (
                  <li key={step.id} className="flex gap-3" data-testid="shared-step" data-state={state}>
                    <Icon
                      aria-label={state}
                      className={
                        step.completed
                          ? "mt-0.5 size-5 shrink-0 text-emerald-600"
                          : "mt-0.5 size-5 shrink-0 text-slate-400"
                      }
                    />
                    <div className="min-w-0">
                      <p className="break-words font-semibold text-slate-900">
                        {step.order}. {step.title}
                      </p>
                      <p className="mt-0.5 break-words text-slate-700">{step.description}</p>
                      <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs">
                        <Badge variant="outline" className="capitalize">
                          {step.category}
                        </Badge>
                        <Badge variant="outline" className="capitalize">
                          {step.difficulty}
                        </Badge>
                        <span className="text-slate-600">{step.estimatedTime}</span>
                        <span className="font-medium text-brand-700">+{step.rewards.xp} XP</span>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ol>
          </Section>
        </div>
      );
    }
  }
}
