/** The period picker's choices as calendar dates (both ends included), in the person's own time zone. */
export const PERIOD_PRESETS = ["this-month", "last-month", "quarter", "year", "last-12-months", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  "this-month": "This month",
  "last-month": "Last month",
  quarter: "This quarter",
  year: "This year",
  "last-12-months": "Last 12 months",
  custom: "Custom",
};

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => {
  const date = new Date(y, m, d);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The dates of a preset on `today`; custom periods keep their own dates, so they have none here. */
function presetRange(preset: Exclude<PeriodPreset, "custom">, today = new Date()): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case "this-month":
      return { from: iso(y, m, 1), to: iso(y, m + 1, 0) };
    case "last-month":
      return { from: iso(y, m - 1, 1), to: iso(y, m, 0) };
    case "quarter": {
      const first = m - (m % 3);
      return { from: iso(y, first, 1), to: iso(y, first + 3, 0) };
    }
    case "year":
      return { from: iso(y, 0, 1), to: iso(y, 11, 31) };
    case "last-12-months":
      return { from: iso(y, m - 11, 1), to: iso(y, m + 1, 0) };
  }
}

export const isPreset = (value: string | null): value is PeriodPreset =>
  value !== null && (PERIOD_PRESETS as readonly string[]).includes(value);

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/**
 * The period an address asks for: `?period=quarter`, or `?period=custom&from=2026-01-01&to=2026-03-31`.
 * Anything else is the last 12 months: a first visit shows a whole year of orders, across the new year too.
 */
export function readPeriod(params: URLSearchParams, today = new Date()) {
  const preset = params.get("period");
  const from = params.get("from");
  const to = params.get("to");
  if (preset === "custom" && isDate(from) && isDate(to)) return { preset, from, to } as const;
  const chosen = isPreset(preset) && preset !== "custom" ? preset : "last-12-months";
  return { preset: chosen, ...presetRange(chosen, today) } as const;
}
