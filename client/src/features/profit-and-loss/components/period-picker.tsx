/** The period: a preset, or two dates of the person's choosing (both ends included). */
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { PERIOD_LABELS, PERIOD_PRESETS, isPreset, type PeriodPreset } from "../period";

type Props = {
  preset: PeriodPreset;
  from: string;
  to: string;
  onPreset: (preset: Exclude<PeriodPreset, "custom">) => void;
  onCustom: (from: string, to: string) => void;
};

export function PeriodPicker({ preset, from, to, onPreset, onCustom }: Props) {
  const [custom, setCustom] = useState(preset === "custom");
  const [dates, setDates] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const showing = custom ? "custom" : preset;

  const apply = () => {
    if (!dates.from || !dates.to) return setError("Choose both dates.");
    if (dates.from > dates.to) return setError("The first date must be on or before the last date.");
    setError(null);
    onCustom(dates.from, dates.to);
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Period" htmlFor="pnl-period" className="w-full sm:w-48">
        <NativeSelect
          id="pnl-period"
          value={showing}
          onChange={(e) => {
            const value = e.target.value;
            if (!isPreset(value)) return;
            if (value === "custom") {
              setDates({ from, to });
              setCustom(true);
            } else {
              setCustom(false);
              setError(null);
              onPreset(value);
            }
          }}
        >
          {PERIOD_PRESETS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {custom && (
        <>
          <Field
            label="From"
            htmlFor="pnl-from"
            className="min-w-0 flex-1 sm:w-44 sm:flex-none"
            error={error ?? undefined}
          >
            <Input
              id="pnl-from"
              type="date"
              value={dates.from}
              onChange={(e) => setDates((d) => ({ ...d, from: e.target.value }))}
            />
          </Field>
          <Field label="To" htmlFor="pnl-to" className="min-w-0 flex-1 sm:w-44 sm:flex-none">
            <Input
              id="pnl-to"
              type="date"
              value={dates.to}
              onChange={(e) => setDates((d) => ({ ...d, to: e.target.value }))}
            />
          </Field>
          <Button type="button" variant="outline" onClick={apply}>
            Show
          </Button>
        </>
      )}
    </div>
  );
}
