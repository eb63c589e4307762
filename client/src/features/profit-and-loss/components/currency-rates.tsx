/**
 * Rates for orders in other currencies: one unit of that currency in the home currency, per month. An order
 * without a rate for its month is left out of the figures and named in a warning, never summed as if it were
 * home currency (docs/product-rules.md#one-table-for-every-sale). On the form kit over rateInputSchema: refusals, the
 * server's 400 details too, show beside their fields.
 */
import { ArrowLeftRight, Loader2, Save, X } from "lucide-react";
import { rateInputSchema } from "@shared/contracts/finance";
import type { z } from "zod";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useDeleteRate, useRates, useSaveRate } from "../api/finance-api";

const EMPTY = { currency: "", month: "", rate: "" };
const FIELDS = ["currency", "month", "rate"] as const;

/** `missing` are the warning's "EUR 2026-03" pairs: each one fills the form in one click. */
export function CurrencyRates({ missing }: { missing: string[] }) {
  const rates = useRates();
  const save = useSaveRate();
  const remove = useDeleteRate();
  const home = rates.data?.homeCurrency ?? "USD";
  const form = useSchemaForm(rateInputSchema, EMPTY);

  const submit = async (body: z.output<typeof rateInputSchema>) => {
    try {
      await save.mutateAsync(body);
      toast({ title: "Rate saved", description: `1 ${body.currency} = ${body.rate} ${home} in ${body.month}.` });
      form.reset(EMPTY);
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS))
        toast({
          variant: "destructive",
          title: "Could not save the rate",
          description: errorDetail(err) ?? "Please try again.",
        });
    }
  };

  const fill = (pair: string) => {
    const [currency, month] = pair.split(" ");
    form.setValue("currency", currency ?? "");
    form.setValue("month", month ?? "");
    form.setFocus("rate");
  };

  return (
    <section
      id="currency-rates"
      aria-labelledby="rates-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="rates-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ArrowLeftRight aria-hidden className="size-5 shrink-0 text-brand-600" />
        Currency rates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your home currency is <strong>{home}</strong>. For sales in another currency, say what one unit of it was worth
        in {home} that month.
      </p>
      {missing.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-2 print:hidden" aria-label="Months without a rate">
          {missing.map((pair) => (
            <Button key={pair} type="button" size="sm" variant="outline" onClick={() => fill(pair)}>
              Add a rate for {pair}
            </Button>
          ))}
        </div>
      )}
      <SchemaForm
        form={form}
        schema={rateInputSchema}
        onValid={submit}
        aria-label="Add a currency rate"
        className="mt-4 grid grid-cols-2 items-start gap-3 print:hidden"
      >
        <TextField
          name="currency"
          id="rate-currency"
          label="Currency"
          placeholder="e.g. EUR"
          maxLength={3}
          autoCapitalize="characters"
        />
        <TextField name="month" id="rate-month" label="Month" type="month" placeholder="YYYY-MM" />
        <TextField
          name="rate"
          id="rate-value"
          label={`Rate (in ${home})`}
          inputMode="decimal"
          placeholder="e.g. 1.08"
        />
        <Button type="submit" variant="outline" disabled={save.isPending} className="mt-[1.625rem]">
          {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          Save rate
        </Button>
      </SchemaForm>
      {rates.data && rates.data.rates.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="Saved rates">
          {rates.data.rates.map((r) => (
            <li
              key={`${r.currency}-${r.month}`}
              className="flex items-center gap-1 rounded-lg bg-slate-100 py-0.5 pl-2.5 pr-0.5 tabular-nums text-slate-800"
            >
              {r.month}: 1 {r.currency} = {r.rate} {home}
              <button
                type="button"
                className="rounded-md p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(r, {
                    onError: (err) =>
                      toast({
                        variant: "destructive",
                        title: "Could not remove the rate",
                        description: errorDetail(err) ?? "Please try again.",
                      }),
                  })
                }
                aria-label={`Remove the rate of ${r.currency} for ${r.month}`}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
