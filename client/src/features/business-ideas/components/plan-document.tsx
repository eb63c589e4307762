/** A business plan as a readable document, with the projections charted and a Markdown download. */
import { Download } from "lucide-react";
import { lazy, Suspense } from "react";
import type { BusinessPlan } from "@shared/contracts/business-plans";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { downloadText, planToMarkdown } from "../plan-markdown";

const PlanChart = lazy(() => import("./plan-chart"));
const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

export function PlanDocument({ plan, ideaName }: { plan: BusinessPlan; ideaName: string }) {
  const p = plan.revenueProjections;
  const slug = ideaName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return (
    <Card data-testid="business-plan">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg">Business plan · {new Date(plan.createdAt).toLocaleDateString()}</CardTitle>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadText(`${slug || "business"}-plan.md`, planToMarkdown(plan, ideaName))}
        >
          <Download aria-hidden />
          Download as Markdown
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Section title="Executive summary">
          <p className="text-sm leading-relaxed text-slate-700">{plan.executiveSummary}</p>
        </Section>
        <Section title="Revenue projections">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <PlanChart plan={plan} />
          </Suspense>
          {/* No minimum width: on a 390 px phone all four columns, Profit included, fit without scrolling. */}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs tabular-nums sm:text-sm [&_td:not(:first-child)]:text-right [&_th:not(:first-child)]:text-right [&_td]:px-1 [&_th]:px-1">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th className="py-2 font-medium">Year</th>
                  <th className="font-medium">Revenue</th>
                  <th className="font-medium">Costs</th>
                  <th className="font-medium">Profit</th>
                </tr>
              </thead>
              <tbody>
                {p.yearly.map((y) => (
                  <tr key={y.year} className="border-b border-slate-100">
                    <td className="whitespace-nowrap py-2">Year {y.year}</td>
                    <td>{usd(y.revenue)}</td>
                    <td>{usd(y.costs)}</td>
                    <td className={y.profit < 0 ? "text-red-700" : "text-emerald-800"}>{usd(y.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="list-disc pl-5 text-sm text-slate-600">
            {p.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </Section>
        <Section title="Key metrics">
          <ul className="grid gap-2 sm:grid-cols-2">
            {plan.keyMetrics.map((k) => (
              <li key={k.name} className="rounded-xl bg-slate-50 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {k.name}: {k.target}
                </p>
                <p className="text-slate-600">{k.why}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Cost breakdown">
          <div className="grid gap-4 sm:grid-cols-2">
            {(["startup", "monthly"] as const).map((kind) => (
              <div key={kind}>
                <h4 className="text-sm font-medium text-slate-700">
                  {kind === "startup" ? "Startup costs" : "Monthly costs"}
                </h4>
                <ul className="mt-1 divide-y divide-slate-100 text-sm">
                  {plan.costBreakdown[kind].map((c) => (
                    <li key={c.item} className="flex justify-between gap-3 py-1.5">
                      <span className="text-slate-700">{c.item}</span>
                      <span className="font-medium text-slate-900">{usd(c.amount)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
        <Section title="Risk assessment">
          <ul className="flex flex-col gap-2 text-sm">
            {plan.riskAssessment.map((r) => (
              <li key={r.risk} className="rounded-xl border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{r.risk}</p>
                <p className="text-slate-600">
                  Likelihood {r.likelihood} · Impact {r.impact}
                </p>
                <p className="text-slate-700">{r.mitigation}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Next steps">
          <ol className="flex flex-col gap-2 text-sm">
            {plan.nextSteps.map((s, i) => (
              <li key={s.step} className="flex gap-2">
                <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                  {i + 1}
                </span>
                <span>
                  <strong className="text-slate-900">{s.step}</strong>{" "}
                  <span className="text-slate-500">({s.timeframe})</span>:{" "}
                  <span className="text-slate-700">{s.detail}</span>
                </span>
              </li>
            ))}
          </ol>
        </Section>
      </CardContent>
    </Card>
  );
}
