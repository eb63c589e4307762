/**
 * Stock valuation: units, value at cost (weighted average) and at sell price by category, now or at the end of a
 * chosen past month, read from the ledger (docs/guide/inventory.md#stock-valuation).
 */
import { useState } from "react";
import { parseCents } from "@shared/domain/money";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Money } from "@/components/ui/money";
import { Skeleton } from "@/components/ui/skeleton";
import { useValuation } from "../api/inventory-api";

const money = (text: string) => <Money cents={parseCents(text) ?? 0} />;

export function ValuationCard() {
  const [month, setMonth] = useState("");
  const valuation = useValuation(month);
  const v = valuation.data;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Stock valuation</CardTitle>
          <CardDescription>
            {month ? `At the end of ${month}` : "Now"}, at cost (weighted average) and at sell price.
          </CardDescription>
        </div>
        <Input
          type="month"
          className="w-44"
          aria-label="Value the stock at the end of a month (empty for now)"
          value={month}
          max={new Date().toISOString().slice(0, 7)}
          onChange={(e) => setMonth(e.target.value)}
        />
      </CardHeader>
      <CardContent>
        {!v ? (
          <Skeleton className="h-24 rounded-xl" aria-label="Loading the valuation" />
        ) : (
          <table className="w-full text-left text-xs sm:text-sm [&_td+td]:pl-3 [&_th+th]:pl-3">
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  Category
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  Units
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  At cost
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  At price
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {v.byCategory.map((c) => (
                <tr key={c.category}>
                  <td className="py-2 capitalize">{c.category}</td>
                  <td className="py-2 text-right tabular-nums">{c.units.toLocaleString("en-US")}</td>
                  <td className="py-2 text-right tabular-nums">{money(c.atCost)}</td>
                  <td className="py-2 text-right tabular-nums">{money(c.atPrice)}</td>
                </tr>
              ))}
              <tr className="font-semibold text-slate-900">
                <td className="py-2">Total</td>
                <td className="py-2 text-right tabular-nums">{v.units.toLocaleString("en-US")}</td>
                <td className="py-2 text-right tabular-nums" data-testid="valuation-cost">
                  {money(v.atCost)}
                </td>
                <td className="py-2 text-right tabular-nums">{money(v.atPrice)}</td>
              </tr>
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
