/**
 * Profit per hour worked beside the hourly wage the person chose, and the settings behind it (hours per week,
 * wage, home currency): does the hustle beat a part-time job?
 */
import { useForm } from "react-hook-form";
import { Clock, Loader2, Save } from "lucide-react";
import { financeSettingsInputSchema, type PnlResponse } from "@shared/contracts/finance";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useSaveSettings, type FinanceSettings } from "../api/finance-api";
import { currencyOptions } from "../currencies";
import { parseOrShow } from "../form-issues";
import { centsOf, formatMoney } from "@/lib/money-format";

type Values = { homeCurrency: string; hoursPerWeek: string; hourlyWage: string };
const FIELDS = ["homeCurrency", "hoursPerWeek", "hourlyWage"] as const;

function Verdict({ perHour, currency }: { perHour: NonNullable<PnlResponse["perHour"]>; currency: string }) {
  const profit = centsOf(perHour.profitPerHour);
  const wage = perHour.hourlyWage === null ? null : centsOf(perHour.hourlyWage);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-slate-50 p-3">
        <p className="text-xs font-medium text-slate-600">Net profit per hour worked</p>
        <p
          className={
            profit < 0
              ? "text-2xl font-bold tabular-nums text-rose-700"
              : "text-2xl font-bold tabular-nums text-slate-900"
          }
          data-testid="profit-per-hour"
        >
          {formatMoney(perHour.profitPerHour, currency)}
        </p>
        <p className="text-xs text-slate-600">
          over {perHour.hours} hours ({perHour.hoursPerWeek} a week)
        </p>
      </div>
      <div className="rounded-xl bg-slate-50 p-3">
        <p className="text-xs font-medium text-slate-600">Your hourly wage to beat</p>
        <p className="text-2xl font-bold tabular-nums text-slate-900">
          {perHour.hourlyWage === null ? "-" : formatMoney(perHour.hourlyWage, currency)}
        </p>
        <p className="text-xs text-slate-600" data-testid="per-hour-verdict">
          {wage === null
            ? "Set a wage to compare with a part-time job."
            : profit >= wage
              ? "Your hustle pays better than that job would."
              : "A job at this wage would pay more for the same hours."}
        </p>
      </div>
    </div>
  );
}

export function ProfitPerHour({ pnl, settings }: { pnl: PnlResponse | undefined; settings: FinanceSettings }) {
  const save = useSaveSettings();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      homeCurrency: settings.homeCurrency,
      hoursPerWeek: settings.hoursPerWeek ?? "",
      hourlyWage: settings.hourlyWage ?? "",
    },
  });

  const submit = handleSubmit(async (v) => {
    const body = parseOrShow(
      financeSettingsInputSchema,
      {
        homeCurrency: v.homeCurrency,
        hoursPerWeek: v.hoursPerWeek.trim() || null,
        hourlyWage: v.hourlyWage.trim() || null,
      },
      setError,
      FIELDS,
    );
    if (!body) return;
    try {
      await save.mutateAsync(body);
      toast({ title: "Settings saved", description: "Your profit and loss has been worked out again." });
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS))
        toast({
          variant: "destructive",
          title: "Could not save",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  });

  return (
    <section
      aria-labelledby="per-hour-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="per-hour-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Clock aria-hidden className="size-5 shrink-0 text-brand-600" />
        Profit per hour
      </h2>
      <div className="mt-3">
        {pnl?.perHour ? (
          <Verdict perHour={pnl.perHour} currency={pnl.currency} />
        ) : (
          <p className="text-sm text-slate-600">
            Log the hours you put in each week to see what your hustle pays per hour, next to a wage you choose.
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-2 gap-3 print:hidden">
        <Field label="Hours per week" htmlFor="fin-hours" error={errors.hoursPerWeek?.message}>
          <Input id="fin-hours" inputMode="decimal" placeholder="e.g. 10" {...register("hoursPerWeek")} />
        </Field>
        <Field label="Hourly wage" htmlFor="fin-wage" error={errors.hourlyWage?.message}>
          <Input id="fin-wage" inputMode="decimal" placeholder="e.g. 15" {...register("hourlyWage")} />
        </Field>
        <Field label="Home currency" htmlFor="fin-currency" error={errors.homeCurrency?.message} className="col-span-2">
          <NativeSelect id="fin-currency" {...register("homeCurrency")}>
            {currencyOptions().map((c) => (
              <option key={c.code} value={c.code}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="col-span-2">
          <Button type="submit" variant="outline" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            Save settings
          </Button>
        </div>
      </form>
    </section>
  );
}
