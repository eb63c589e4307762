/**
 * The fee rates that estimate fees until a statement brings the real ones (docs/decisions/1060-estimated-fees-from-a-dated-schedule.md):
 * per channel, the dated schedule's options with their sources, or the person's own rate.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, Percent, RotateCcw, Save } from "lucide-react";
import { feeRateInputSchema, type FeeRatesResponse } from "@shared/contracts/finance";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useFeeRates, useResetFeeRate, useSaveFeeRate } from "../api/finance-api";
import { parseOrShow } from "../form-issues";

type Channel = FeeRatesResponse["channels"][number];
type Values = { optionId: string; percent: string; perOrder: string; perUnit: string };
const FIELDS = ["percent", "perOrder", "perUnit"] as const;
const OWN = "own";

function ChannelRate({ channel }: { channel: Channel }) {
  const save = useSaveFeeRate();
  const reset = useResetFeeRate();
  const id = `fee-${channel.channel}`;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      optionId: channel.used.optionId ?? OWN,
      percent: channel.used.percent,
      perOrder: channel.used.perOrder,
      perUnit: channel.used.perUnit,
    },
  });
  const choose = (optionId: string) => {
    const option = channel.options.find((o) => o.id === optionId);
    if (!option) return;
    setValue("percent", option.rate.percent);
    setValue("perOrder", option.rate.perOrder);
    setValue("perUnit", option.rate.perUnit);
  };
  const submit = handleSubmit(async (v) => {
    const body = parseOrShow(
      feeRateInputSchema,
      { ...v, optionId: v.optionId === OWN ? null : v.optionId },
      setError,
      FIELDS,
    );
    if (!body) return;
    try {
      await save.mutateAsync({ channel: channel.channel, ...body });
      toast({ title: `${channel.label} rate saved`, description: "Estimated fees use it from now on." });
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS))
        toast({ variant: "destructive", title: "Could not save the rate", description: errorDetail(err) ?? "" });
    }
  });
  const sources = channel.options.flatMap((o) => o.parts.map((p) => p.source));
  const unique = [...new Map(sources.map((s) => [s.url, s])).values()];
  return (
    <li
      className="border-t border-slate-100 pt-3 first:border-0 first:pt-0"
      data-testid={`fee-rate-${channel.channel}`}
    >
      <form onSubmit={submit} noValidate className="grid grid-cols-2 items-start gap-2 sm:grid-cols-4">
        <Field label={channel.label} htmlFor={`${id}-option`} className="col-span-2 sm:col-span-4">
          <NativeSelect
            id={`${id}-option`}
            {...register("optionId", { onChange: (e) => choose(String(e.target.value)) })}
          >
            {channel.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label} ({o.rate.percent}% + {o.rate.perOrder}
                {o.rate.perUnit !== "0.00" ? ` + ${o.rate.perUnit} a unit` : ""})
              </option>
            ))}
            <option value={OWN}>My own rate</option>
          </NativeSelect>
        </Field>
        <Field label="Percent" htmlFor={`${id}-percent`} error={errors.percent?.message}>
          <Input id={`${id}-percent`} inputMode="decimal" {...register("percent")} />
        </Field>
        <Field label="Per order" htmlFor={`${id}-order`} error={errors.perOrder?.message}>
          <Input id={`${id}-order`} inputMode="decimal" {...register("perOrder")} />
        </Field>
        <Field label="Per unit" htmlFor={`${id}-unit`} error={errors.perUnit?.message}>
          <Input id={`${id}-unit`} inputMode="decimal" {...register("perUnit")} />
        </Field>
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
      </form>
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
