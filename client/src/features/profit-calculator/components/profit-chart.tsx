/** Net profit per unit and per month against the selling price (half to double), break-even price marked. */
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatUsd } from "@shared/domain/money";
import { moneyAxis } from "@/lib/chart-axis";
import { profitCurve, type ProfitInputs } from "@shared/domain/profit";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const dollars = (cents: number) => cents / 100;

export function ProfitChart({
  inputs,
  breakEvenPriceCents,
}: {
  inputs: ProfitInputs;
  breakEvenPriceCents: number | null;
}) {
  const points = profitCurve(inputs).map((p) => ({
    price: dollars(p.priceCents),
    unit: dollars(p.netPerUnitCents),
    month: dollars(p.netPerMonthCents),
  }));
  if (!points.length) return null;
  const first = points[0].price;
  const last = points[points.length - 1].price;
  const be = breakEvenPriceCents !== null ? dollars(breakEvenPriceCents) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profit by Selling Price</CardTitle>
        <CardDescription>
          Net profit per unit and per month from half to double your price.
          {be !== null && ` You break even at ${formatUsd(breakEvenPriceCents!)}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className="h-72 w-full"
          role="img"
          aria-label={`Chart of net profit from ${formatUsd(points[0].price * 100)} to ${formatUsd(last * 100)}${be !== null ? `, break-even at ${formatUsd(breakEvenPriceCents!)}` : ""}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis
                dataKey="price"
                type="number"
                domain={[first, last]}
                tickFormatter={(v: number) => `$${v.toFixed(0)}`}
                fontSize={12}
              />
              <YAxis yAxisId="unit" tickFormatter={moneyAxis(points.map((p) => p.unit))} fontSize={12} width={52} />
              <YAxis
                yAxisId="month"
                orientation="right"
                tickFormatter={moneyAxis(points.map((p) => p.month))}
                fontSize={12}
                width={52}
              />
              <Tooltip
                formatter={(v) => formatUsd(Math.round(Number(v) * 100))}
                labelFormatter={(v) => `Price ${formatUsd(Math.round(Number(v) * 100))}`}
              />
              <Legend />
              <ReferenceLine yAxisId="unit" y={0} stroke="#94a3b8" />
              {be !== null && be >= first && be <= last && (
                <ReferenceLine
                  yAxisId="unit"
                  x={be}
                  stroke="#dc2626"
                  strokeDasharray="4 4"
                  label={{ value: "Break-even", position: "insideTopLeft", fill: "#b91c1c", fontSize: 12 }}
                />
              )}
              <Line
                yAxisId="month"
                type="monotone"
                dataKey="month"
                name="Net profit per month"
                stroke="#059669"
                strokeWidth={2}
                dot={false}
              />
              <Line
                yAxisId="unit"
                type="monotone"
                dataKey="unit"
                name="Net profit per unit"
                stroke="#4f46e5"
                strokeWidth={2}
                strokeDasharray="6 4"
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  );
}
