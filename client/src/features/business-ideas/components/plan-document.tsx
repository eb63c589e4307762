/** A business plan as a readable document, with the projections charted and a Markdown download. */
import { Download } from "lucide-react";
import { lazy, Suspense } from "react";
import type { BusinessPlan, PlanBasis } from "@shared/contracts/business-plans";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { downloadText, planToMarkdown } from "../plan-markdown";
import { planAmounts, type PlanAmounts } from "../plan-amounts";

const PlanChart = lazy(() => import("./plan-chart"));

/** The assumptions every figure of the plan is computed from, as labelled rows. */
function basisRows(b: PlanBasis, { whole: usd, price }: PlanAmounts): [string, string][] {
  return [
    ["Price per sale", price(b.pricePerSale)],
    ["Cost per sale", price(b.unitCost)],
    ["Gross margin", `${b.grossMarginPercent}%`],
    ["Fixed costs a month", usd(b.fixedMonthlyCosts)],
    ["Startup costs", usd(b.startupTotal)],
    ["Launch", `Week ${b.weeksToLaunch + 1} (month ${b.launchMonth})`],
    ["Launch-month sales", String(b.startingSalesPerMonth)],
    ["Monthly sales growth", `${b.monthlyGrowthPercent}%`],
    ["Year 2 sales growth", `${b.year2GrowthPercent}%`],
    ["Year 3 sales growth", `${b.year3GrowthPercent}%`],
  ];
}

function AssumptionsTable({ basis, amounts }: { basis: PlanBasis; amounts: PlanAmounts }) {
  return (
    <div data-testid="plan-assumptions" className="sm:max-w-md">
      <h4 className="text-sm font-medium text-slate-700">Assumptions</h4>
      <p className="text-xs text-slate-500">
        Every figure in this plan is computed from these. Fixed costs run from month 1, the startup costs are paid in
        month 1, and sales grow monthly through month 12.
      </p>
      <table className="mt-1 w-full text-sm tabular-nums">
        <tbody>
          {basisRows(basis, amounts).map(([label, value]) => (
            <tr key={label} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-600">
                {label}
              </th>
              <td className="whitespace-nowrap py-1.5 text-right font-medium text-slate-900">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** What the plan needs in cash against the budget, and a smaller start when it does not fit (decision 1471). */
function FundingPanel({ funding, amounts }: { funding: NonNullable<BusinessPlan["funding"]>; amounts: PlanAmounts }) {
  const short = funding.gap !== null && Number(funding.gap) > 0;
  const cells: [string, string | null][] = [
    ["Cash needed", funding.needed],
    ["Your budget", funding.budget],
    ["Gap", funding.gap],
  ];
  return (
    <div
      data-testid="plan-funding"
      className={`rounded-xl border p-3 text-sm ${short ? "border-amber-300 bg-amber-50" : "border-emerald-200 bg-emerald-50"}`}
    >
      <dl className="grid grid-cols-3 gap-2 tabular-nums">
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">
              {value === null ? "Not given" : amounts.price(Number(value))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-slate-700">{funding.says}</p>
      {funding.smallerStart && <p className="mt-1 font-medium text-slate-900">{funding.smallerStart.says}</p>}
    </div>
  );
}

export function PlanDocument({ plan, ideaName }: { plan: BusinessPlan; ideaName: string }) {
  const p = plan.revenueProjections;
  const amounts = planAmounts(plan);
  const usd = amounts.whole;
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
        {plan.funding && (
          <Section title="Funding">
            <FundingPanel funding={plan.funding} amounts={amounts} />
          </Section>
        )}
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
          {/* Plans stored before their assumptions were kept as figures show them as sentences only. */}
          {p.basis ? (
            <AssumptionsTable basis={p.basis} amounts={amounts} />
          ) : (
            <ul className="list-disc pl-5 text-sm text-slate-600">
              {p.assumptions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          )}
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
