/** Stock over time: a step line of each movement's resulting quantity (recharts, as the other charts are drawn). */
import { useState } from "react";
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Movement } from "@shared/contracts/inventory";

const day = (iso: string) => iso.slice(0, 10);

export function StockChart({ movements }: { movements: Movement[] }) {
  const [now] = useState(() => Date.now());
  if (!movements.length) return null;
  const points = movements.map((m) => ({ at: new Date(m.createdAt).getTime(), quantity: m.quantityAfter }));
  // The line runs on to today at the last quantity.
  points.push({ at: Math.max(now, points[points.length - 1].at), quantity: points[points.length - 1].quantity });
  const low = Math.min(...points.map((p) => p.quantity));
  const high = Math.max(...points.map((p) => p.quantity));
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={`Chart of stock from ${day(movements[0].createdAt)} to today: between ${low} and ${high} units, ${points[points.length - 1].quantity} now`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={["dataMin", "dataMax"]}
            tickFormatter={(v: number) => new Date(v).toLocaleDateString("en-US", { month: "short", day: "numeric" })}
            fontSize={12}
          />
          <YAxis allowDecimals={false} fontSize={12} width={40} />
          <Tooltip
            labelFormatter={(v) => new Date(Number(v)).toLocaleString("en-US")}
            formatter={(v) => [`${v} units`, "Stock"]}
          />
          <Line
            type="stepAfter"
            dataKey="quantity"
            stroke="#7c3aed"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
