/**
 * From gross sales to net profit, one floating bar per step (docs/decisions/1021-pnl-waterfall-own-svg.md):
 * our own SVG, a row per step, so it reads the same at 390 px as at 1280 px and adds nothing to the bundle.
 * The numbers are in the table below it; the chart's text alternative names every step.
 */
import type { PnlFigures } from "@shared/contracts/finance";
import { cn } from "@/lib/cn";
import { centsOf, formatCents } from "@/lib/money-format";

type Step = { label: string; kind: "total" | "up" | "down"; from: number; to: number; amount: number };

/** The steps of the waterfall in cents: each starts where the one before it ended; totals start at 0. */
export function waterfallSteps(f: PnlFigures): Step[] {
  const steps: Step[] = [];
  let at = 0;
  const total = (label: string, value: number) => {
    steps.push({ label, kind: "total", from: 0, to: value, amount: value });
    at = value;
  };
  const move = (label: string, delta: number) => {
    steps.push({ label, kind: delta >= 0 ? "up" : "down", from: at, to: at + delta, amount: delta });
    at += delta;
  };
  total("Gross sales", centsOf(f.grossSales));
  move("Discounts", -centsOf(f.discounts));
  move("Refunds", -centsOf(f.refunds));
  total("Net sales", centsOf(f.netSales));
  move("Shipping", centsOf(f.shipping));
  move("Cost of goods", -centsOf(f.cogs));
  move("Fees", -centsOf(f.fees));
  move("Expenses", -centsOf(f.expenses));
  total("Net profit", centsOf(f.netProfit));
  return steps;
}

const BAR = { total: "fill-brand-600", up: "fill-emerald-500", down: "fill-rose-500" } as const;

export function WaterfallChart({ figures, currency }: { figures: PnlFigures; currency: string }) {
  const steps = waterfallSteps(figures);
  const values = steps.flatMap((s) => [s.from, s.to]);
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  const x = (v: number) => ((v - min) / span) * 1000;
  const money = (cents: number) => formatCents(cents, currency);
  const summary = steps
    .map(
      (s) =>
        `${s.label} ${s.kind === "total" ? money(s.amount) : `${s.amount < 0 ? "minus" : "plus"} ${money(Math.abs(s.amount))}`}`,
    )
    .join(", ");

  return (
    <figure role="img" aria-label={`From gross sales to net profit: ${summary}.`} className="m-0">
      <ol aria-hidden className="grid gap-1.5">
        {steps.map((s) => (
          <li
            key={s.label}
            className="grid grid-cols-[6.25rem_minmax(0,1fr)_5.75rem] items-center gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_8rem] sm:gap-3"
          >
            <span className={cn("truncate text-slate-700", s.kind === "total" && "font-semibold text-slate-900")}>
              {s.label}
            </span>
            <svg viewBox="0 0 1000 20" preserveAspectRatio="none" className="h-5 w-full overflow-visible">
              {min < 0 && <line x1={x(0)} x2={x(0)} y1={-4} y2={24} className="stroke-slate-400" strokeWidth={2} />}
              <rect
                x={x(Math.min(s.from, s.to))}
                width={Math.max(Math.abs(x(s.to) - x(s.from)), 3)}
                y={2}
                height={16}
                rx={3}
                className={s.kind === "total" && s.amount < 0 ? "fill-rose-700" : BAR[s.kind]}
              />
            </svg>
            <span
              className={cn(
                "text-right tabular-nums",
                s.kind === "total" ? "font-semibold text-slate-900" : "text-slate-700",
                s.amount < 0 && "text-rose-700",
              )}
            >
              {s.kind === "up" && s.amount > 0 ? "+" : ""}
              {money(s.amount)}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
