/**
 * The fee rates that estimate fees until a statement brings the real ones (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md):
 * per channel, the dated schedule's options with their sources, or the person's own rate.
 */
import { useEffect, useState } from "react";
import { Loader2, Percent, RotateCcw, Save } from "lucide-react";
import type { FeeRatesResponse } from "@shared/contracts/finance";
import { FEE_RATE_OWN as OWN, feeRateFormSchema } from "@shared/contracts/finance-forms";
import type { z } from "zod";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useFeeRates, useResetFeeRate, useSaveFeeRate } from "../api/finance-api";

type Channel = FeeRatesResponse["channels"][number];
const FIELDS = ["percent", "perOrder", "perUnit"] as const;

function ChannelRate({ channel }: { channel: Channel }) {
  const save = useSaveFeeRate();
  const reset = useResetFeeRate();
  const id = `fee-${channel.channel}`;
  const form = useSchemaForm(feeRateFormSchema, {
    optionId: channel.used.optionId ?? OWN,
    percent: channel.used.percent,
    perOrder: channel.used.perOrder,
    perUnit: channel.used.perUnit,
  });
  const choose = (optionId: string) => {
    const option = channel.options.find((o) => o.id === optionId);
    if (!option) return;
    form.setValue("percent", option.rate.percent);
    form.setValue("perOrder", option.rate.perOrder);
    form.setValue("perUnit", option.rate.perUnit);
  };
  // A schedule's option chosen fills its figures in.
  useEffect(() => {
    const sub = form.watch((v, { name }) => {
      if (name === "optionId") choose(String(v.optionId));
    });
    return () => sub.unsubscribe();
  });
  const submit = async (body: z.output<typeof feeRateFormSchema>) => {
    try {
      await save.mutateAsync({ channel: channel.channel, ...body });
      toast({ title: `${channel.label} rate saved`, description: "Estimated fees use it from now on." });
    } catch (err) {
      if (!applyServerErrors(err, form.setError, FIELDS))
        toast({ variant: "destructive", title: "Could not save the rate", description: errorDetail(err) ?? "" });
    }
  };
  const sources = channel.options.flatMap((o) => o.parts.map((p) => p.source));
  const unique = [...new Map(sources.map((s) => [s.url, s])).values()];
  return (
    <li
      className="border-t border-slate-100 pt-3 first:border-0 first:pt-0"
      data-testid={`fee-rate-${channel.channel}`}
    >
      <SchemaForm
        form={form}
        schema={feeRateFormSchema}
        onValid={submit}
        aria-label={`${channel.label}'s fee rate`}
        className="grid grid-cols-2 items-start gap-2 sm:grid-cols-4"
      >
        <OptionSelectField
          name="optionId"
          id={`${id}-option`}
          label={channel.label}
          className="col-span-2 sm:col-span-4"
          options={[
            ...channel.options.map((o) => ({
              value: o.id,
              label: `${o.label} (${o.rate.percent}% + ${o.rate.perOrder}${o.rate.perUnit !== "0.00" ? ` + ${o.rate.perUnit} a unit` : ""})`,
            })),
            { value: OWN, label: "My own rate" },
          ]}
        />
        <TextField name="percent" id={`${id}-percent`} label="Percent" inputMode="decimal" />
        <TextField name="perOrder" id={`${id}-order`} label="Per order" inputMode="decimal" />
        <TextField name="perUnit" id={`${id}-unit`} label="Per unit" inputMode="decimal" />
        <div className="flex gap-1 sm:mt-[1.625rem]">
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={save.isPending}
            aria-label={`Save ${channel.label}'s rate`}
          >
            {save.isPending ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            Save
          </Button>
          {channel.used.own && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={reset.isPending}
              onClick={() => reset.mutate(channel.channel)}
              aria-label={`Use the schedule's rate for ${channel.label}`}
            >
              <RotateCcw aria-hidden />
            </Button>
          )}
        </div>
      </SchemaForm>
      <p className="mt-1 text-xs text-slate-600">
        {channel.used.own ? "Your own rate. " : "From the schedule. "}
        {channel.note} Sources:{" "}
        {unique.map((s, i) => (
          <span key={s.url}>
            {i > 0 && "; "}
            <a href={s.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {s.name}
            </a>{" "}
            ({s.year})
          </span>
        ))}
      </p>
    </li>
  );
}

export function FeeRates() {
  const rates = useFeeRates();
  const [open, setOpen] = useState(false);
  return (
    <section
      id="fee-rates"
      aria-labelledby="fee-rates-heading"
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:hidden"
    >
      <h2 id="fee-rates-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Percent aria-hidden className="size-5 shrink-0 text-brand-600" />
        Fee rates for estimates
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Orders imported without fees (Etsy's sold-items export, Shopify's orders export) get fees estimated from these
        rates, marked <em>est.</em> in the table, until your statement brings the real ones. The schedule is for shops
        in the United States: if your plan or country differs, set your own.
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-3"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        {open ? "Hide the rates" : "Show and edit the rates"}
      </Button>
      {open && rates.data && (
        <ul className="mt-4 grid gap-3">
          {rates.data.channels.map((c) => (
            <ChannelRate
              key={`${c.channel}-${c.used.optionId}-${c.used.percent}-${c.used.perOrder}-${c.used.perUnit}`}
              channel={c}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
