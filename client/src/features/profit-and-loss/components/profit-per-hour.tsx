/**
 * Profit per hour worked beside the hourly wage the person chose, and the settings behind it (hours per week,
 * wage, home currency): does the hustle beat a part-time job? The settings form is on the form kit over
 * financeSettingsFormSchema (shared/contracts/finance-forms.ts): refusals, the server's too, show beside their fields.
 */
import { Clock, Loader2, Save } from "lucide-react";
import type { PnlResponse } from "@shared/contracts/finance";
import { financeSettingsFormSchema } from "@shared/contracts/finance-forms";
import type { z } from "zod";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useSaveSettings, type FinanceSettings } from "../api/finance-api";
import { currencyOptions } from "../currencies";
import { centsOf, formatMoney } from "@/lib/money-format";

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
  const form = useSchemaForm(financeSettingsFormSchema, {
    homeCurrency: settings.homeCurrency,
    hoursPerWeek: settings.hoursPerWeek ?? "",
    hourlyWage: settings.hourlyWage ?? "",
  });

  const submit = async (body: z.output<typeof financeSettingsFormSchema>) => {
    try {
      await save.mutateAsync(body);
      toast({ title: "Settings saved", description: "Your profit and loss has been worked out again." });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS))
        toast({
          variant: "destructive",
          title: "Could not save",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  };

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
      <SchemaForm
        form={form}
        schema={financeSettingsFormSchema}
        onValid={submit}
        aria-label="Profit per hour settings"
        className="mt-4 grid grid-cols-2 gap-3 print:hidden"
      >
        <TextField
          name="hoursPerWeek"
          id="fin-hours"
          label="Hours per week"
          inputMode="decimal"
          placeholder="e.g. 10"
        />
        <TextField name="hourlyWage" id="fin-wage" label="Hourly wage" inputMode="decimal" placeholder="e.g. 15" />
        <OptionSelectField
          name="homeCurrency"
          id="fin-currency"
          label="Home currency"
          className="col-span-2"
          options={currencyOptions().map((c) => ({ value: c.code, label: c.label }))}
        />
        <div className="col-span-2">
          <Button type="submit" variant="outline" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            Save settings
          </Button>
        </div>
      </SchemaForm>
    </section>
  );
}
