/** Advanced Analytics: assembles the summary from the repository's exact sums (docs/decisions/970). */
import { analyticsWindow, linearForecast, percentChange, type AnalyticsRange } from "../../../shared/domain/analytics";
import { LOW_STOCK_MAX } from "../../../shared/domain/inventory";
import { centsToDecimal, parseCents } from "../../../shared/domain/money";
import type { AnalyticsSummary } from "../../../shared/contracts/analytics";
import type { AnalyticsRepository, PeriodTotals } from "./analytics.repository";

/**
 * Cents of a sum from the database: exact up to 2^53 cents; beyond that (the number of sales is unbounded) the
 * nearest float, which is all a percent change or a forecast needs.
 */
const cents = (s: string) => parseCents(s) ?? Math.round(Number(s) * 100);
const moneyKpi = (value: string, previous: string) => ({
  value,
  previous,
  change: percentChange(cents(value), cents(previous)),
});
const countKpi = (value: number, previous: number) => ({ value, previous, change: percentChange(value, previous) });
const marginKpi = (c: PeriodTotals, p: PeriodTotals) => ({
  value: c.margin,
  previous: p.margin,
  change: c.margin === null || p.margin === null ? null : Math.round((c.margin - p.margin) * 10) / 10,
});

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));

export function createAnalyticsService(repo: AnalyticsRepository) {
  return {
    async summary(userId: number, range: AnalyticsRange, now = new Date()): Promise<AnalyticsSummary> {
      const w = analyticsWindow(range, now);
      const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const historyFrom = addMonths(thisMonth, -12);
      // Two reads of the sales (decision 985), and the stock; they run side by side on a pooled server.
      const [figures, { byRevenue, byProfit, byPlatform, byLocation }, stock] = await Promise.all([
        repo.periodFigures(userId, w, historyFrom, thisMonth),
        repo.breakdowns(userId, w),
        repo.stock(userId, LOW_STOCK_MAX),
      ]);
      const { current: c, previous: p, series, months, firstSale } = figures;

      // Forecast history: the full months before this one, from the first month with a sale, at most 12.
      const history: { month: string; revenue: string }[] = [];
      if (firstSale) {
        const firstMonth = new Date(Date.UTC(firstSale.getUTCFullYear(), firstSale.getUTCMonth(), 1));
        for (let d = firstMonth > historyFrom ? firstMonth : historyFrom; d < thisMonth; d = addMonths(d, 1)) {
          history.push({ month: monthKey(d), revenue: months.get(monthKey(d)) ?? "0.00" });
        }
      }
      const ahead = [0, 1, 2].map((i) => monthKey(addMonths(thisMonth, i)));
      const fit = linearForecast(
        history.map((h) => cents(h.revenue)),
        ahead,
      );

      return {
        range,
        bucket: w.bucket,
        period: {
          start: w.start.toISOString(),
          end: w.end.toISOString(),
          previousStart: w.previousStart.toISOString(),
        },
        hasSales: firstSale !== null,
        kpis: {
          revenue: moneyKpi(c.revenue, p.revenue),
          profit: moneyKpi(c.profit, p.profit),
          margin: marginKpi(c, p),
          unitsSold: countKpi(c.units, p.units),
          orders: countKpi(c.orders, p.orders),
          averageOrderValue: moneyKpi(c.aov, p.aov),
        },
        series,
        topProductsByRevenue: byRevenue,
        topProductsByProfit: byProfit,
        byPlatform,
        byLocation,
        stock: { value: stock.value, lowStockThreshold: LOW_STOCK_MAX, lowStock: stock.lowStock },
        forecast: {
          method: fit.method,
          monthsUsed: fit.monthsUsed,
          ...("reason" in fit ? { reason: fit.reason } : {}),
          history,
          points: fit.points
            ? fit.points.map((pt) => ({
                month: pt.month,
                revenue: centsToDecimal(pt.revenueCents),
                low: centsToDecimal(pt.lowCents),
                high: centsToDecimal(pt.highCents),
              }))
            : null,
        },
      };
    },
  };
}
