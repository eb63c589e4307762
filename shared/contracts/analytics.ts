/** GET /api/analytics/summary (Advanced Analytics, docs/decisions/970): the query and the answer. Money is "123.45". */
import { z } from "zod";
import { ANALYTICS_RANGES } from "../domain/analytics";

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: "Range must be one of 30d, 90d, 12m" }).default("30d"),
});

const money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A figure, its value in the previous period of the same length, and the change (percent; points for margin). */
const kpi = z.object({ value: money, previous: money, change: z.number().nullable() });
const countKpi = z.object({ value: z.number().int(), previous: z.number().int(), change: z.number().nullable() });
const marginKpi = z.object({
  value: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});

const productRow = z.object({ productName: z.string(), revenue: money, profit: money, units: z.number().int() });
const groupRow = z.object({ name: z.string(), revenue: money, orders: z.number().int(), units: z.number().int() });

export const analyticsSummarySchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  bucket: z.enum(["day", "week", "month"]),
  period: z.object({ start: z.string(), end: z.string(), previousStart: z.string() }),
  hasSales: z.boolean(),
  kpis: z.object({
    revenue: kpi,
    profit: kpi,
    /** Profit / revenue in percent, one decimal; the change is in percentage points. */
    margin: marginKpi,
    unitsSold: countKpi,
    orders: countKpi,
    averageOrderValue: kpi,
  }),
  series: z.array(z.object({ bucket: z.string(), revenue: money, profit: money })),
  topProductsByRevenue: z.array(productRow),
  topProductsByProfit: z.array(productRow),
  byPlatform: z.array(groupRow),
  byLocation: z.array(groupRow),
  stock: z.object({
    value: money,
    lowStockThreshold: z.number().int(),
    lowStock: z.array(
      z.object({
        id: z.number().int(),
        productName: z.string(),
        sku: z.string().nullable(),
        quantity: z.number().int(),
      }),
    ),
  }),
  forecast: z.object({
    method: z.string(),
    monthsUsed: z.number().int(),
    reason: z.string().optional(),
    history: z.array(z.object({ month: z.string(), revenue: money })),
    points: z.array(z.object({ month: z.string(), revenue: money, low: money, high: money })).nullable(),
  }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
