/**
 * Advanced Analytics rules both sides use (docs/decisions/970): the three ranges and their UTC windows, the period
 * change, and the revenue forecast. Money stays integer cents (docs/product-rules.md#money-is-exact); only the
 * forecast, an estimate, is computed in floating point and rounded to cents at the end.
 */
export const ANALYTICS_RANGES = ["30d", "90d", "12m"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export type Bucket = "day" | "week" | "month";

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
};

const DAY_MS = 86_400_000;

export type AnalyticsWindow = {
  /** Inclusive start and exclusive end of the period; the previous period is as long and ends at `start`. */
  start: Date;
  end: Date;
  previousStart: Date;
  bucket: Bucket;
};

/**
 * The windows, in UTC: 30d = the 30 calendar days ending today (by day), 90d = the 90 days ending today (by
 * ISO week), 12m = the 12 calendar months ending with this month (by month).
 */
export function analyticsWindow(range: AnalyticsRange, now: Date = new Date()): AnalyticsWindow {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === "12m") {
    const y = now.getUTCFullYear();
    const m = now.getUTCMonth();
    return {
      start: new Date(Date.UTC(y, m - 11, 1)),
      end: new Date(Date.UTC(y, m + 1, 1)),
      previousStart: new Date(Date.UTC(y, m - 23, 1)),
      bucket: "month",
    };
  }
  const days = range === "30d" ? 30 : 90;
  return {
    start: new Date(today - (days - 1) * DAY_MS),
    end: new Date(today + DAY_MS),
    previousStart: new Date(today - (2 * days - 1) * DAY_MS),
    bucket: range === "30d" ? "day" : "week",
  };
}

/** Percent change from `previous` to `current`, one decimal; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 1000) / Math.abs(previous)) / 10;
}

export const FORECAST_METHOD =
  "Least-squares linear trend on monthly revenue (up to the last 12 full months); band = forecast ± 1.96 × residual standard error";
export const FORECAST_MIN_MONTHS = 3;

export type ForecastPoint = { month: string; revenueCents: number; lowCents: number; highCents: number };
export type Forecast =
  | { method: string; monthsUsed: number; points: ForecastPoint[] }
  | { method: string; monthsUsed: number; points: null; reason: string };

/**
 * Fits y = a + b·x by ordinary least squares to monthly revenue (x = 0..n-1, oldest first) and predicts the
 * next `ahead` months (x = n..n+ahead-1). The band is ±1.96·s, s = sqrt(Σ residual² / (n − 2)); forecasts
 * and the low edge never go below zero. `months` are 'YYYY-MM' labels of the forecast months.
 */
export function linearForecast(historyCents: number[], months: string[]): Forecast {
  const n = historyCents.length;
  if (n < FORECAST_MIN_MONTHS) {
    return {
      method: FORECAST_METHOD,
      monthsUsed: n,
      points: null,
      reason: `A forecast needs at least ${FORECAST_MIN_MONTHS} full months of sales.`,
    };
  }
  const xMean = (n - 1) / 2;
  const yMean = historyCents.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  historyCents.forEach((y, x) => {
    sxx += (x - xMean) ** 2;
    sxy += (x - xMean) * (y - yMean);
  });
  const slope = sxy / sxx;
  const intercept = yMean - slope * xMean;
  const sse = historyCents.reduce((s, y, x) => s + (y - (intercept + slope * x)) ** 2, 0);
  const se = Math.sqrt(sse / (n - 2));
  const points = months.map((month, i) => {
    const fit = intercept + slope * (n + i);
    return {
      month,
      revenueCents: Math.max(0, Math.round(fit)),
      lowCents: Math.max(0, Math.round(fit - 1.96 * se)),
      highCents: Math.max(0, Math.round(fit + 1.96 * se)),
    };
  });
  return { method: FORECAST_METHOD, monthsUsed: n, points };
}
