/**
 * Plan against actual (docs/guide/profit-and-loss.md#plan-against-actual): a year's monthly revenue and profit
 * targets, typed in or taken from a saved business plan's projections, beside the month's actual net sales and net
 * profit, as a chart and a table. Its two forms are on the form kit over targetFormSchema and
 * targetsFromPlanFormSchema (shared/contracts/finance-forms.ts, docs/decisions/870-one-form-kit-and-its-exceptions.md):
 * refusals, the server's too, show beside their fields.
 */
import { Fragment, useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { ChevronLeft, ChevronRight, Loader2, Save, Target, Wand2, type LucideIcon } from "lucide-react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TargetsResponse } from "@shared/contracts/finance";
import { targetFormSchema, targetsFromPlanFormSchema } from "@shared/contracts/finance-forms";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { moneyAxis } from "@/lib/chart-axis";
import { centsOf, formatCents, formatMoney } from "@/lib/money-format";
import { useProductIdeas } from "@/hooks/use-product-ideas";
import { usePlansOf, useSaveTarget, useTargets, useTargetsFromPlan } from "../api/analytics-api";
import { ScrollRegion } from "./scroll-region";
import { AnalyticsPanel, Loaded } from "./analytics-panel";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
const thisMonth = () => new Date().toISOString().slice(0, 7);

export function PlanActualPanel() {
  const [year, setYear] = useState(() => new Date().getUTCFullYear());
  const targets = useTargets(year);
  return (
    <AnalyticsPanel
      icon={Target}
      title="Plan against actual"
      description="Monthly revenue and profit targets beside your actual net sales and net profit."
      controls={
        <div role="group" aria-label="Year" className="flex items-center gap-1 self-start">
          <Button size="icon" variant="outline" aria-label="Previous year" onClick={() => setYear(year - 1)}>
            <ChevronLeft aria-hidden />
          </Button>
          <span className="min-w-14 text-center font-semibold tabular-nums text-slate-900" aria-live="polite">
            {year}
          </span>
          <Button size="icon" variant="outline" aria-label="Next year" onClick={() => setYear(year + 1)}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
      }
      contentClassName="space-y-6"
    >
      <Loaded query={targets} what="Targets" skeletonClassName="h-64">
        {(data) => (
          <>
            <TargetsChart data={data} />
            {data.warnings.length > 0 && (
              <ul className="space-y-1 text-xs text-amber-800" aria-label="What the actual figures leave out">
                {data.warnings.map((w) => (
                  <li key={w.code}>{w.message}</li>
                ))}
              </ul>
            )}
            <TargetsTable data={data} />
          </>
        )}
      </Loaded>
      <div className="grid gap-6 lg:grid-cols-2">
        <TargetForm data={targets.data} />
        <FromPlanForm />
      </div>
    </AnalyticsPanel>
  );
}

function TargetsChart({ data }: { data: TargetsResponse }) {
  const num = (d: string | null) => (d === null ? undefined : centsOf(d) / 100);
  const points = data.months.map((m) => ({
    label: MONTHS[Number(m.month.slice(5, 7)) - 1],
    revenue: num(m.revenue),
    profit: num(m.profit),
    revenueTarget: num(m.revenueTarget),
    profitTarget: num(m.profitTarget),
  }));
  const money = (v: unknown) => formatCents(Math.round(Number(v) * 100), data.currency);
  const axis = moneyAxis(
    points.flatMap((p) => [p.revenue ?? 0, p.profit ?? 0, p.revenueTarget ?? 0, p.profitTarget ?? 0]),
    1,
    data.currency,
  );
  const withTargets = data.months.filter((m) => m.revenueTarget !== null || m.profitTarget !== null).length;
  return (
    <div
      className="h-64 w-full"
      role="img"
      aria-label={`Actual revenue and profit by month of ${data.year} as bars, targets as dashed lines; ${withTargets} month${withTargets === 1 ? "" : "s"} with targets`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" fontSize={12} minTickGap={4} />
          <YAxis tickFormatter={axis} fontSize={12} width={56} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="revenue" name="Revenue" fill="#818cf8" radius={[3, 3, 0, 0]} />
          <Bar dataKey="profit" name="Profit" fill="#34d399" radius={[3, 3, 0, 0]} />
          <Line
            type="linear"
            dataKey="revenueTarget"
            name="Revenue target"
            stroke="#3730a3"
            strokeWidth={2}
            strokeDasharray="6 4"
            connectNulls
          />
          <Line
            type="linear"
            dataKey="profitTarget"
            name="Profit target"
            stroke="#047857"
            strokeWidth={2}
            strokeDasharray="2 3"
            connectNulls
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Actual minus target, signed and coloured; nothing without a target. */
function Gap({ actual, target, currency }: { actual: string; target: string | null; currency: string }) {
  if (target === null) return <span className="text-slate-500">—</span>;
  const gap = centsOf(actual) - centsOf(target);
  const tone = gap >= 0 ? "text-emerald-700" : "text-red-700";
  return (
    <span className={tone}>
      {gap >= 0 ? "+" : "-"}
      {formatCents(Math.abs(gap), currency)}
    </span>
  );
}

/** The two measures of a month row, each as target, actual and gap. */
const MEASURES = [
  { label: "Revenue", target: "revenueTarget", actual: "revenue" },
  { label: "Profit", target: "profitTarget", actual: "profit" },
] as const;

function TargetsTable({ data }: { data: TargetsResponse }) {
  const m = (d: string | null) => (d === null ? "—" : formatMoney(d, data.currency));
  const headings = MEASURES.flatMap((x) => [`${x.label} target`, x.label, "Gap"]);
  return (
    <ScrollRegion label="Targets table, scrolls sideways">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Targets and actual figures by month of {data.year}</caption>
        <thead>
          <tr className="border-b text-right text-slate-600">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              Month
            </th>
            {headings.map((h, i) => (
              <th key={i} scope="col" className="py-2 pl-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.months.map((r) => (
            <tr key={r.month} className="border-b border-slate-100 text-right tabular-nums last:border-0">
              <th scope="row" className="whitespace-nowrap py-1.5 pr-2 text-left font-medium text-slate-900">
                {monthLabel(r.month)}
              </th>
              {MEASURES.map((x) => (
                <Fragment key={x.label}>
                  <td className="py-1.5 pl-2 text-slate-600">{m(r[x.target])}</td>
                  <td className="py-1.5 pl-2 text-slate-900">{m(r[x.actual])}</td>
                  <td className="py-1.5 pl-2">
                    <Gap actual={r[x.actual]} target={r[x.target]} currency={data.currency} />
                  </td>
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A target form's button: its icon, or a spinner while the form saves. */
function SubmitButton({ pending, icon: Icon, children }: { pending: boolean; icon: LucideIcon; children: string }) {
  return (
    <Button type="submit" variant="outline" className="mt-3" disabled={pending}>
      {pending ? <Loader2 aria-hidden className="animate-spin" /> : <Icon aria-hidden />}
      {children}
    </Button>
  );
}

const TARGET_FIELDS = ["month", "revenue", "profit"] as const;

function TargetForm({ data }: { data: TargetsResponse | undefined }) {
  const save = useSaveTarget();
  const form = useSchemaForm(targetFormSchema, { month: thisMonth(), revenue: "", profit: "" });
  const { watch, setValue } = form;

  // Choosing a month of the year shown fills its saved targets, so editing one starts from what is there.
  useEffect(() => {
    const sub = watch((v, { name }) => {
      if (name !== "month") return;
      const saved = data?.months.find((m) => m.month === v.month);
      setValue("revenue", saved?.revenueTarget ?? "");
      setValue("profit", saved?.profitTarget ?? "");
    });
    return () => sub.unsubscribe();
  }, [watch, setValue, data]);

  const submit = async (body: z.output<typeof targetFormSchema>) => {
    try {
      await save.mutateAsync(body);
      toast({ title: "Targets saved", description: `Targets for ${monthLabel(body.month)} saved.` });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, TARGET_FIELDS))
        toast({
          variant: "destructive",
          title: "Could not save the targets",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  };

  return (
    <SchemaForm
      form={form}
      schema={targetFormSchema}
      onValid={submit}
      aria-labelledby="type-targets"
      className="rounded-xl bg-slate-50 p-4"
    >
      <h3 id="type-targets" className="text-sm font-semibold text-slate-900">
        Type a month's targets
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">Leave an amount empty to clear that target.</p>
      <div className="mt-3 grid grid-cols-2 items-start gap-3">
        <TextField
          name="month"
          id="target-month"
          label="Month"
          type="month"
          placeholder="YYYY-MM"
          className="col-span-2 sm:col-span-1"
        />
        <div className="hidden sm:block" />
        <TextField
          name="revenue"
          id="target-revenue"
          label="Revenue target"
          inputMode="decimal"
          placeholder="e.g. 1500"
        />
        <TextField name="profit" id="target-profit" label="Profit target" inputMode="decimal" placeholder="e.g. 400" />
      </div>
      <SubmitButton pending={save.isPending} icon={Save}>
        Save targets
      </SubmitButton>
    </SchemaForm>
  );
}

const PLAN_FIELDS = ["planId", "startMonth"] as const;

function FromPlanForm() {
  const ideas = useProductIdeas();
  const fromPlan = useTargetsFromPlan();
  const form = useSchemaForm(targetsFromPlanFormSchema, { productId: "", planId: "", startMonth: thisMonth() });
  const { watch, setValue } = form;
  const productId = useWatch({ control: form.control, name: "productId" });
  const plans = usePlansOf(productId ? Number(productId) : null);

  // Another idea offers other plans: the plan chosen goes.
  useEffect(() => {
    const sub = watch((_, { name }) => {
      if (name === "productId") setValue("planId", "");
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);

  const submit = async (body: z.output<typeof targetsFromPlanFormSchema>) => {
    try {
      await fromPlan.mutateAsync(body);
      toast({
        title: "Targets taken from the plan",
        description: `The plan's month 1 is ${monthLabel(body.startMonth)}; its later months follow.`,
      });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, PLAN_FIELDS))
        toast({
          variant: "destructive",
          title: "Could not take the plan's targets",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  };

  const products = ideas.data?.products ?? [];
  const planOptions = (plans.data?.plans ?? []).map((p) => ({
    value: String(p.id),
    label: `Plan of ${new Date(p.createdAt).toLocaleDateString("en-US", { dateStyle: "medium" })}`,
  }));
  return (
    <SchemaForm
      form={form}
      schema={targetsFromPlanFormSchema}
      onValid={submit}
      aria-labelledby="plan-targets"
      className="rounded-xl bg-slate-50 p-4"
    >
      <h3 id="plan-targets" className="text-sm font-semibold text-slate-900">
        Take targets from a business plan
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        The plan's monthly revenue and profit projections replace the targets of the months they cover.
      </p>
      {ideas.isSuccess && products.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          You have no saved product ideas yet. Write a business plan for one of your ideas to take its projections.
        </p>
      ) : (
        <>
          <div className="mt-3 grid grid-cols-2 items-start gap-3">
            <OptionSelectField
              name="productId"
              id="plan-product"
              label="Product idea"
              className="col-span-2"
              placeholder="Choose an idea"
              options={products.map((p) => ({ value: String(p.id), label: p.name }))}
            />
            <OptionSelectField
              name="planId"
              id="plan-id"
              label="Business plan"
              className="col-span-2 sm:col-span-1"
              disabled={!productId}
              placeholder={productId && plans.data?.plans.length === 0 ? "No plan yet" : "Choose a plan"}
              options={planOptions}
            />
            <TextField
              name="startMonth"
              id="plan-start"
              label="Month 1 is"
              type="month"
              placeholder="YYYY-MM"
              className="col-span-2 sm:col-span-1"
            />
          </div>
          <SubmitButton pending={fromPlan.isPending} icon={Wand2}>
            Take targets
          </SubmitButton>
        </>
      )}
    </SchemaForm>
  );
}
