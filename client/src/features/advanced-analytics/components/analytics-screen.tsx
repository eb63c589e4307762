/**
 * /advanced-analytics (docs/decisions/970): free users see the locked upsell; Pro users see their own figures, exact
 * to the cent, for 30 days, 90 days or 12 months, with charts, tables and a named revenue forecast; then customers
 * and cohorts, and plan against actual (docs/guide/profit-and-loss.md).
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { ArrowDownRight, ArrowUpRight, BarChart3, Crown, Lock, Minus, Upload } from "lucide-react";
import type { AnalyticsSummary } from "@shared/contracts/analytics";
import { ANALYTICS_RANGES, RANGE_LABELS, type AnalyticsRange } from "@shared/domain/analytics";
import { formatUsd, parseCents } from "@shared/domain/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { UpgradeLink } from "@/components/ui/upgrade-link";
import { useUser } from "@/hooks/use-user";
import { useAnalyticsSummary } from "../api/analytics-api";
import { ForecastChart, GroupBarChart, RevenueProfitChart } from "./analytics-charts";
import { CustomersPanel } from "./customers-panel";
import { MerPanel } from "./mer-panel";
import { PlanActualPanel } from "./plan-actual-panel";
import { ChoiceGroup } from "./analytics-panel";

const RANGE_SHORT: Record<AnalyticsRange, string> = { "30d": "30 days", "90d": "90 days", "12m": "12 months" };
const usd = (money: string) => formatUsd(parseCents(money) ?? 0);

export function AdvancedAnalyticsScreen() {
  const { isPro, user } = useUser();
  const [range, setRange] = useState<AnalyticsRange>("30d");
  const summary = useAnalyticsSummary(range, Boolean(user) && isPro);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        icon={BarChart3}
        title={
          <span className="flex flex-wrap items-center gap-2">
            Advanced Analytics{" "}
            {isPro && (
              <Badge className="bg-gradient-to-r from-brand-600 to-accent-600 text-white">
                <Crown aria-hidden className="mr-1 size-3" />
                Pro
              </Badge>
            )}
          </span>
        }
        description="Revenue, profit, customers and stock from your own sales, with a forecast of the months ahead."
        actions={isPro ? <RangePicker value={range} onChange={setRange} /> : undefined}
      />
      {!isPro ? (
        <Upsell />
      ) : summary.isLoading || !summary.data ? (
        summary.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Analytics could not be loaded. Please try again.
          </p>
        ) : (
          <LoadingState />
        )
      ) : !summary.data.hasSales ? (
        <div className="space-y-6">
          <NoSales />
          <PlanActualPanel />
        </div>
      ) : (
        <div className="space-y-6">
          <Dashboard data={summary.data} />
          <MerPanel />
          <CustomersPanel />
          <PlanActualPanel />
        </div>
      )}
    </div>
  );
}

function Upsell() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 via-white to-pink-50 px-6 py-12 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-accent-600 text-white">
        <Lock aria-hidden className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">Advanced Analytics is a Pro feature</h2>
      <p className="mt-1 max-w-md text-sm text-slate-700">
        Revenue forecasting, customer analytics, market intelligence and KPI tracking from your own sales.
      </p>
      <UpgradeLink variant="gradient" className="mt-5">
        Upgrade to Pro - $10/month
      </UpgradeLink>
    </div>
  );
}

function RangePicker({ value, onChange }: { value: AnalyticsRange; onChange: (r: AnalyticsRange) => void }) {
  return (
    <ChoiceGroup
      label="Period"
      options={ANALYTICS_RANGES}
      value={value}
      onChange={onChange}
      nameOf={(r) => RANGE_LABELS[r]}
      textOf={(r) => RANGE_SHORT[r]}
      className="w-full sm:inline-grid sm:w-auto"
    />
  );
}

function LoadingState() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}

function NoSales() {
  return (
    <EmptyState
      icon={Upload}
      title="No sales recorded yet"
      description="Analytics are computed from the sales you record. In the Inventory Tracker, add your products, then use 'Record Sale' on a product for each order, or import your products from a CSV file. Your figures, charts and forecast appear here as soon as the first sale is in."
      action={
        <Button asChild>
          <Link to={toolPath("inventory-tracker")}>Go to the Inventory Tracker</Link>
        </Button>
      }
    />
  );
}

function Change({ change, unit = "%" }: { change: number | null; unit?: string }) {
  if (change === null) return <span className="text-xs text-slate-600">no earlier data</span>;
  const Icon = change > 0 ? ArrowUpRight : change < 0 ? ArrowDownRight : Minus;
  const tone = change > 0 ? "text-emerald-700" : change < 0 ? "text-red-700" : "text-slate-600";
  return (
    <span className={`inline-flex items-center gap-0.5 text-xs font-medium ${tone}`}>
      <Icon aria-hidden className="size-3.5" />
      {change > 0 ? "+" : ""}
      {change}
      {unit} <span className="font-normal text-slate-600">vs previous</span>
    </span>
  );
}

function Dashboard({ data }: { data: AnalyticsSummary }) {
  const k = data.kpis;
  const tiles = [
    { label: "Revenue", value: usd(k.revenue.value), change: k.revenue.change, id: "kpi-revenue" },
    { label: "Profit", value: usd(k.profit.value), change: k.profit.change, id: "kpi-profit" },
    {
      label: "Margin",
      value: k.margin.value === null ? "—" : `${k.margin.value}%`,
      change: k.margin.change,
      unit: " pts",
      id: "kpi-margin",
    },
    {
      label: "Units Sold",
      value: k.unitsSold.value.toLocaleString("en-US"),
      change: k.unitsSold.change,
      id: "kpi-units",
    },
    { label: "Orders", value: k.orders.value.toLocaleString("en-US"), change: k.orders.change, id: "kpi-orders" },
    {
      label: "Average Order Value",
      value: usd(k.averageOrderValue.value),
      change: k.averageOrderValue.change,
      id: "kpi-aov",
    },
  ];
  const f = data.forecast;
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Key figures">
        {tiles.map((t) => (
          <li key={t.label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-xs font-medium text-slate-600">{t.label}</p>
            <p className="truncate text-xl font-bold tabular-nums text-slate-900 sm:text-2xl" data-testid={t.id}>
              {t.value}
            </p>
            <Change change={t.change} unit={t.unit} />
          </li>
        ))}
      </ul>

      <Card>
        <CardHeader>
          <CardTitle>Revenue and Profit</CardTitle>
          <CardDescription>
            {RANGE_LABELS[data.range]}, by {data.bucket}.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RevenueProfitChart data={data} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Revenue Forecast</CardTitle>
          <CardDescription data-testid="forecast-method">Method: {f.method}.</CardDescription>
        </CardHeader>
        <CardContent>
          {f.points ? (
            <>
              <ForecastChart forecast={f} />
              <ul className="mt-4 grid gap-2 sm:grid-cols-3" aria-label="Forecast by month">
                {f.points.map((p) => (
                  <li key={p.month} className="rounded-xl bg-pink-50 p-3 text-sm">
                    <p className="font-medium text-slate-900">
                      {new Date(`${p.month}-01T00:00:00Z`).toLocaleDateString("en-US", {
                        month: "long",
                        year: "numeric",
                        timeZone: "UTC",
                      })}
                    </p>
                    <p className="tabular-nums text-slate-900">{usd(p.revenue)}</p>
                    <p className="text-xs text-slate-600">
                      95% band {usd(p.low)} – {usd(p.high)}
                    </p>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-600">
                Fitted on {f.monthsUsed} full month{f.monthsUsed === 1 ? "" : "s"} of revenue. A trend, not a promise.
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-700">{f.reason}</p>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <ProductTable title="Top Products by Revenue" rows={data.topProductsByRevenue} />
        <ProductTable title="Top Products by Profit" rows={data.topProductsByProfit} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Sales by Platform</CardTitle>
          </CardHeader>
          <CardContent>
            {data.byPlatform.length ? <GroupBarChart rows={data.byPlatform} name="platform" /> : <NoneInPeriod />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sales by Customer Location</CardTitle>
          </CardHeader>
          <CardContent>
            {data.byLocation.length ? (
              <GroupBarChart rows={data.byLocation} name="customer location" />
            ) : (
              <NoneInPeriod />
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Stock</CardTitle>
          <CardDescription>
            Stock value (selling price × quantity):{" "}
            <span className="font-semibold text-slate-900" data-testid="stock-value">
              {usd(data.stock.value)}
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data.stock.lowStock.length === 0 ? (
            <p className="text-sm text-slate-700">No product is at {data.stock.lowStockThreshold} units or fewer.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-sm font-medium text-slate-900">
                Low stock ({data.stock.lowStockThreshold} units or fewer)
              </caption>
              <thead>
                <tr className="border-b text-left text-slate-600">
                  <th className="py-2 font-medium">Product</th>
                  <th className="py-2 font-medium">SKU</th>
                  <th className="py-2 text-right font-medium">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {data.stock.lowStock.map((i) => (
                  <tr key={i.id} className="border-b border-slate-100 last:border-0">
                    <td className="break-words py-2 pr-2 text-slate-900">{i.productName}</td>
                    <td className="py-2 pr-2 text-slate-600">{i.sku ?? "—"}</td>
                    <td
                      className={`py-2 text-right tabular-nums ${i.quantity === 0 ? "font-semibold text-red-700" : "text-amber-800"}`}
                    >
                      {i.quantity}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function NoneInPeriod() {
  return <p className="text-sm text-slate-700">No sales in this period.</p>;
}

function ProductTable({ title, rows }: { title: string; rows: AnalyticsSummary["topProductsByRevenue"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <NoneInPeriod />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-slate-600">
                <th className="py-2 font-medium">Product</th>
                <th className="py-2 text-right font-medium">Units</th>
                <th className="py-2 text-right font-medium">Revenue</th>
                <th className="py-2 text-right font-medium">Profit</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.productName} className="border-b border-slate-100 last:border-0">
                  <td className="break-words py-2 pr-2 text-slate-900">{r.productName}</td>
                  <td className="py-2 text-right tabular-nums">{r.units}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{usd(r.revenue)}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{usd(r.profit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
