/** Revenue, costs and profit of the first 12 months (recharts; loaded lazily with the plan). */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { BusinessPlan } from "@shared/contracts/business-plans";
import { moneyAxis } from "@/lib/chart-axis";
import { planAmounts } from "../plan-amounts";

export default function PlanChart({ plan }: { plan: BusinessPlan }) {
  const money = planAmounts(plan).whole;
  const data = plan.revenueProjections.monthly.map((m) => ({
    name: `M${m.month}`,
    Revenue: m.revenue,
    Costs: m.costs,
    Profit: m.profit,
  }));
  const axis = moneyAxis(
    data.flatMap((d) => [d.Revenue, d.Costs, d.Profit]),
    1,
    plan.currency ?? "USD",
  );
  return (
    <div className="h-72 w-full" role="img" aria-label="Monthly revenue, costs and profit for the first 12 months">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="name" tick={{ fontSize: 12, fill: "#475569" }} />
          <YAxis tickFormatter={axis} tick={{ fontSize: 12, fill: "#475569" }} width={52} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="Revenue" fill="#7c3aed" radius={[4, 4, 0, 0]} />
          <Bar dataKey="Costs" fill="#f9a8d4" radius={[4, 4, 0, 0]} />
          <Line dataKey="Profit" stroke="#0f766e" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
