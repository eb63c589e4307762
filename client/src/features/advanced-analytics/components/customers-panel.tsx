/**
 * Customers and cohorts (docs/guide/profit-and-loss.md#customers-and-cohorts): the repeat-purchase rate, and for
 * each first-order month the cohort's size, its net sales per customer and the share who bought again in each
 * later month, shaded by that share.
 */
import { useState } from "react";
import { Users } from "lucide-react";
import { COHORT_SPANS, type CohortsResponse } from "@shared/contracts/finance";
import { formatMoney } from "@/lib/money-format";
import { useCohorts } from "../api/analytics-api";
import { ScrollRegion } from "./scroll-region";
import { AnalyticsPanel, ChoiceGroup, Loaded } from "./analytics-panel";

type Span = (typeof COHORT_SPANS)[number];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthLabel = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;

/** A share ("12.5") as a background: white at 0 %, the brand colour at 50 % and above. */
function shade(share: string): string {
  const v = Number(share);
  if (v <= 0) return "bg-white text-slate-500";
  if (v < 10) return "bg-brand-50 text-slate-900";
  if (v < 25) return "bg-brand-100 text-slate-900";
  if (v < 50) return "bg-brand-200 text-slate-900";
  return "bg-brand-600 text-white";
}

export function CustomersPanel() {
  const [span, setSpan] = useState<Span>("12");
  const cohorts = useCohorts(span);
  return (
    <AnalyticsPanel
      icon={Users}
      title="Customers and cohorts"
      description="Customers grouped by the month of their first order, and the share of them who bought again later."
      controls={
        <ChoiceGroup
          label="Cohort months"
          options={COHORT_SPANS}
          value={span}
          onChange={setSpan}
          nameOf={(s) => `${s}-month cohorts`}
          textOf={(s) => `${s} mo`}
          className="self-start"
        />
      }
    >
      <Loaded query={cohorts} what="Customers" skeletonClassName="h-40">
        {(data) => <Cohorts data={data} span={span} />}
      </Loaded>
    </AnalyticsPanel>
  );
}

function Cohorts({ data, span }: { data: CohortsResponse; span: Span }) {
  const offsets = Math.max(0, ...data.cohorts.map((c) => c.returning.length));
  const tiles = [
    { label: "Customers", value: data.customers.toLocaleString("en-US"), id: "customers-total" },
    { label: "Bought again", value: data.repeatCustomers.toLocaleString("en-US"), id: "customers-repeat" },
    {
      label: "Repeat-purchase rate",
      value: data.repeatPurchaseRate === null ? "—" : `${data.repeatPurchaseRate}%`,
      id: "customers-repeat-rate",
    },
  ];
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label="Customer figures">
        {tiles.map((t) => (
          <li key={t.id} className="min-w-0 rounded-xl bg-slate-50 p-3">
            <p className="text-xs font-medium text-slate-600">{t.label}</p>
            <p className="truncate text-lg font-bold tabular-nums text-slate-900 sm:text-xl" data-testid={t.id}>
              {t.value}
            </p>
          </li>
        ))}
      </ul>
      {data.ordersWithoutCustomer > 0 && (
        <p className="text-xs text-slate-600">
          {data.ordersWithoutCustomer.toLocaleString("en-US")} order{data.ordersWithoutCustomer === 1 ? "" : "s"}{" "}
          without a customer (typed-in sales, payments without a buyer){" "}
          {data.ordersWithoutCustomer === 1 ? "is" : "are"} not in the cohorts.
        </p>
      )}
      {data.cohorts.length === 0 ? (
        <p className="text-sm text-slate-700">
          No customer made a first order in the last {span} months. Import your orders from Shopify, Etsy, Amazon or
          Stripe to see who comes back.
        </p>
      ) : (
        <ScrollRegion label="Cohort table, scrolls sideways">
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">
              Cohorts by first-order month: customers, net sales per customer, and the share who bought again each later
              month
            </caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="sticky left-0 z-10 border-b bg-white py-2 pr-3 font-medium">
                  First order
                </th>
                <th scope="col" className="border-b py-2 pr-3 text-right font-medium">
                  Customers
                </th>
                <th scope="col" className="border-b py-2 pr-3 text-right font-medium">
                  Per customer
                </th>
                {Array.from({ length: offsets }, (_, i) => (
                  <th key={i} scope="col" className="border-b px-1 py-2 text-center font-medium">
                    <abbr title={`${i + 1} month${i ? "s" : ""} later`} className="no-underline">
                      +{i + 1}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.cohorts.map((c) => (
                <tr key={c.month}>
                  <th
                    scope="row"
                    className="sticky left-0 z-10 whitespace-nowrap border-b border-slate-100 bg-white py-1.5 pr-3 text-left font-medium text-slate-900"
                  >
                    {monthLabel(c.month)}
                  </th>
                  <td className="border-b border-slate-100 py-1.5 pr-3 text-right tabular-nums">{c.customers}</td>
                  <td className="whitespace-nowrap border-b border-slate-100 py-1.5 pr-3 text-right tabular-nums">
                    {formatMoney(c.revenuePerCustomer, data.currency)}
                  </td>
                  {Array.from({ length: offsets }, (_, i) => {
                    const r = c.returning[i];
                    return (
                      <td key={i} className="border-b border-slate-100 p-0.5 text-center tabular-nums">
                        {r ? (
                          <span
                            className={`block min-w-12 rounded px-1 py-1 text-xs ${shade(r.share)}`}
                            title={`${r.share}% of the ${monthLabel(c.month)} customers bought ${r.offset} month${r.offset === 1 ? "" : "s"} later`}
                          >
                            {r.share}%
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
