/**
 * /profit-and-loss: the period, the waterfall from gross sales to net profit, the table by month, channel or
 * product, what makes the figures incomplete, profit after ads, the products that lose money, profit per hour,
 * expenses, currency rates and the fee rates of estimates; CSV from the server, PDF by the browser's print (docs/decisions/1020-pnl-pdf-by-print.md).
 * The period and the tab live in the address, so a P&L can be bookmarked.
 */
import { toolPath } from "@shared/tools/manifest";
import { Link, useSearchParams } from "react-router-dom";
import { Download, FileUp, Printer, ReceiptText } from "lucide-react";
import { PNL_GROUPS, type PnlGroup } from "@shared/contracts/finance";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorDetail } from "@/lib/api-client";
import { pnlCsvUrl, useFinanceSettings, usePnl } from "../api/finance-api";
import { readPeriod, PERIOD_LABELS } from "../period";
import { CurrencyRates } from "./currency-rates";
import { ExpensesCard } from "./expenses-card";
import { FeeRates } from "./fee-rates";
import { LosingProducts } from "./losing-products";
import { PeriodPicker } from "./period-picker";
import { PnlTable } from "./pnl-table";
import { PnlWarnings } from "./pnl-warnings";
import { ProfitAfterAds } from "./profit-after-ads";
import { ProfitPerHour } from "./profit-per-hour";
import { WaterfallChart } from "./waterfall-chart";

const TAB_LABELS: Record<PnlGroup, string> = { month: "By month", source: "By channel", product: "By product" };
const isGroup = (v: string | null): v is PnlGroup => v !== null && (PNL_GROUPS as readonly string[]).includes(v);

export function ProfitAndLossScreen() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  const view = params.get("view");
  const groupBy: PnlGroup = isGroup(view) ? view : "month";
  const pnl = usePnl(period, groupBy);
  const byProduct = usePnl(period, "product");
  const settings = useFinanceSettings();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const data = pnl.data;
  const missingRates = data?.warnings.find((w) => w.code === "missing_rate")?.details ?? [];
  const nothing = data && data.totals.orders === 0 && data.totals.expenses === "0.00";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0 sm:mb-0"
        icon={ReceiptText}
        title="Profit and Loss"
        description="What you really made after product cost, discounts, refunds, shipping, fees and expenses, across every channel."
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button asChild variant="outline" size="sm">
              <a href={pnlCsvUrl(period, groupBy)} download>
                <Download aria-hidden />
                Export CSV
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden />
              Save as PDF
            </Button>
          </div>
        }
      />
      <div className="flex flex-col gap-3 print:hidden">
        <PeriodPicker
          key={`${period.preset}-${period.from}-${period.to}`}
          preset={period.preset}
          from={period.from}
          to={period.to}
          onPreset={(p) => update({ period: p, from: null, to: null })}
          onCustom={(from, to) => update({ period: "custom", from, to })}
        />
      </div>
      <p className="-mt-3 text-sm text-slate-600" data-testid="pnl-period">
        {PERIOD_LABELS[period.preset]}: {period.from} to {period.to}
        {data && `, in ${data.currency}`}
      </p>

      {pnl.isError ? (
        <EmptyState
          icon={ReceiptText}
          title="Could not work out your profit and loss"
          description={errorDetail(pnl.error) ?? "Please try again."}
        />
      ) : !data ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading your profit and loss">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : (
        <>
          {nothing && (
            <EmptyState
              icon={FileUp}
              title="No sales in this period"
              description="Import the order exports of your shop, or try the sample files, then come back here. A longer period may show older orders."
              action={
                <Button asChild>
                  <Link to={toolPath("imports")}>
                    <FileUp aria-hidden />
                    Import your orders
                  </Link>
                </Button>
              }
            />
          )}
          <PnlWarnings warnings={data.warnings} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Card className="self-start">
              <CardHeader>
                <CardTitle>From gross sales to net profit</CardTitle>
              </CardHeader>
              <CardContent>
                <WaterfallChart figures={data.totals} currency={data.currency} />
              </CardContent>
            </Card>
            <div className="flex flex-col gap-6">
              <ProfitAfterAds pnl={data} />
              {byProduct.data && <LosingProducts byProduct={byProduct.data} />}
              {settings.data && (
                <ProfitPerHour
                  key={`${settings.data.homeCurrency}-${settings.data.hoursPerWeek}-${settings.data.hourlyWage}`}
                  pnl={data}
                  settings={settings.data}
                />
              )}
            </div>
          </div>
          <Tabs
            value={groupBy}
            onValueChange={(v) => update({ view: v === "month" ? null : v })}
            className="flex flex-col gap-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">The figures</h2>
              <TabsList aria-label="Group the figures" className="print:hidden">
                {PNL_GROUPS.map((g) => (
                  <TabsTrigger key={g} value={g}>
                    {TAB_LABELS[g]}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {PNL_GROUPS.map((g) => (
              // The panel scrolls the columns a phone cannot show at once; as a tab panel it takes focus, so a
              // keyboard can scroll it too.
              <TabsContent
                key={g}
                value={g}
                className="mt-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm print:overflow-visible print:border-0 print:shadow-none"
              >
                <PnlTable pnl={data} />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-2 print:hidden">
        <ExpensesCard
          key={settings.data?.homeCurrency ?? "USD"}
          period={period}
          homeCurrency={settings.data?.homeCurrency ?? "USD"}
        />
        <CurrencyRates missing={missingRates} />
        <FeeRates />
      </div>
    </div>
  );
}
