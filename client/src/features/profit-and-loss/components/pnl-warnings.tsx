/**
 * What makes the figures incomplete, in the server's words, each with the place to fix it: costs are set in the
 * inventory tracker (by SKU), rates on this screen. A missing cost is never counted as zero silently
 * (docs/product-rules.md#one-table-for-every-sale).
 */
import { toolPath } from "@shared/tools/manifest";
import { Link } from "react-router-dom";
import { AlertTriangle, ArrowRight, Info } from "lucide-react";
import type { PnlWarning } from "@shared/contracts/finance";

function Fix({ warning }: { warning: PnlWarning }) {
  switch (warning.code) {
    case "missing_cost":
      return (
        <Link
          to={toolPath("inventory-tracker")}
          className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 print:hidden"
        >
          Set product costs in the Inventory Tracker
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      );
    case "missing_rate":
    case "statement_currency":
      return (
        <a
          href="#currency-rates"
          className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 print:hidden"
        >
          Add the missing rates
          <ArrowRight aria-hidden className="size-4" />
        </a>
      );
    case "cancelled_left_out":
      return null;
    case "channel_gap":
      return (
        <span className="flex flex-wrap gap-x-4 gap-y-1 print:hidden">
          <Link
            to={toolPath("imports")}
            className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
          >
            Import your statement
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <a
            href="#fee-rates"
            className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
          >
            Edit your fee rates
            <ArrowRight aria-hidden className="size-4" />
          </a>
        </span>
      );
    case "margin_over_100":
      return null;
    case "sample_data":
      return (
        <Link
          to={toolPath("imports")}
          className="inline-flex items-center gap-1 font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 print:hidden"
        >
          Remove the sample data on Imports
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      );
  }
}

export function PnlWarnings({ warnings }: { warnings: PnlWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="pnl-warnings-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="pnl-warnings-heading" className="flex items-center gap-2 text-base font-semibold text-amber-950">
        <AlertTriangle aria-hidden className="size-5 shrink-0" />
        These figures are incomplete
      </h2>
      <ul className="mt-3 grid gap-3">
        {warnings.map((w) => (
          <li
            key={`${w.code}-${w.channel ?? ""}`}
            data-testid={w.channel ? `warning-${w.code}-${w.channel}` : `warning-${w.code}`}
            className="flex gap-2 text-sm text-amber-950"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0">
              <p>{w.message}</p>
              {w.details && w.details.length > 0 && (
                <p className="mt-1 break-words text-xs text-amber-900">{w.details.join(", ")}</p>
              )}
              <div className="mt-1">
                <Fix warning={w} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
