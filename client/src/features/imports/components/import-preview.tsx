/**
 * The dry run's answer before anything is stored: the detected format (the person may correct it), the counts
 * and dates, totals per currency (never summed across currencies), duplicates, the rows left out on purpose,
 * errors by line, what deserves a word (a refund matched to no sale, a file read as far fewer rows than it has
 * lines), and the choice to skip the bad rows. Nothing is imported until 'Import' is pressed.
 */
import { AlertCircle, AlertTriangle, CheckCircle2, Copy, Loader2 } from "lucide-react";
import {
  FORMAT_IDS,
  FORMAT_LABELS,
  isProductFormat,
  type FormatId,
  type ImportPreview,
} from "@shared/contracts/imports";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { formatMoney } from "@/lib/money-format";
import { NativeSelect } from "@/components/ui/native-select";

type Props = {
  fileName: string;
  preview: ImportPreview;
  skipBadRows: boolean;
  pending: boolean;
  onSource: (source: FormatId) => void;
  onSkipBadRows: (skip: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const TOTAL_COLUMNS = [
  ["grossSales", "Gross sales"],
  ["discounts", "Discounts"],
  ["refunds", "Refunds"],
  ["shipping", "Shipping"],
  ["taxes", "Taxes (kept apart)"],
  ["fees", "Fees"],
  ["expenses", "Expenses"],
] as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** What 'Import' will add, in words. */
function importWhat(p: ImportPreview): string {
  if (isProductFormat(p.source)) return plural(p.products, "product");
  // A statement or an ad report adds no orders: only what it holds is named.
  const parts = p.orders > 0 || (p.costs === 0 && p.expenses === 0) ? [plural(p.orders, "order")] : [];
  if (p.costs > 0) parts.push(plural(p.costs, "order fee or refund", "order fees and refunds"));
  if (p.expenses > 0) parts.push(plural(p.expenses, "expense"));
  return parts.join(" and ");
}

const SHOWN = 10;

/** The first rows in error, then the rest (up to 200) behind one click: the page never grows a scroll box. */
function ErrorList({ errors }: { errors: ImportPreview["errors"] }) {
  const item = (e: ImportPreview["errors"][number]) => (
    <li key={`${e.line}-${e.message}`} data-testid={`preview-error-${e.line}`}>
      {e.message}
    </li>
  );
  return (
    <div className="mt-2 text-sm text-red-800" data-testid="preview-errors">
      <ul>{errors.slice(0, SHOWN).map(item)}</ul>
      {errors.length > SHOWN && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium">
            {Math.min(errors.length, 200) - SHOWN} more
            {errors.length > 200 && ` (the first 200 of ${errors.length.toLocaleString("en-US")} are listed)`}
          </summary>
          <ul>{errors.slice(SHOWN, 200).map(item)}</ul>
        </details>
      )}
    </div>
  );
}

/** Rows read and counted that deserve a word, and the file's own warnings (docs/guide/imports.md). */
export function WarningList({ warnings }: { warnings: ImportPreview["warnings"] }) {
  return (
    <section
      aria-labelledby="preview-warnings-heading"
      className="rounded-xl border border-amber-200 bg-amber-50 p-3"
      data-testid="preview-warnings"
    >
      <h3 id="preview-warnings-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <AlertTriangle aria-hidden className="size-4 shrink-0" />
        {plural(warnings.length, "thing", "things")} to know (counted, not refused)
      </h3>
      <ul className="mt-2 grid gap-1 text-sm text-amber-950">
        {warnings.slice(0, 50).map((w) => (
          <li key={`${w.line}-${w.message}`} className="break-words">
            {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ImportPreviewPanel(props: Props) {
  const { fileName, preview: p, skipBadRows, pending } = props;
  const hasErrors = p.errors.length > 0;
  const nothing = isProductFormat(p.source) ? p.products === 0 : p.orders === 0 && p.expenses === 0 && p.costs === 0;
  const blocked = (hasErrors && !skipBadRows) || nothing;

  return (
    <div className="grid gap-5" data-testid="import-preview">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] sm:items-start">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">File</p>
          <p className="break-all font-semibold text-slate-900">{fileName}</p>
        </div>
        <Field
          label="Format"
          htmlFor="import-format"
          hint={
            p.source === "csv"
              ? "Read with the columns you chose above."
              : "We recognised it from its header row; correct it if it is wrong."
          }
        >
          <NativeSelect
            id="import-format"
            value={p.source}
            disabled={pending}
            onChange={(e) => {
              const chosen = FORMAT_IDS.find((f) => f === e.target.value);
              if (chosen) props.onSource(chosen);
            }}
          >
            {FORMAT_IDS.map((f) => (
              <option key={f} value={f}>
                {FORMAT_LABELS[f]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="What the file holds">
        {[
          ["Rows", p.rows.toLocaleString("en-US")],
          isProductFormat(p.source)
            ? ["Products", p.products.toLocaleString("en-US")]
            : ["Orders", p.orders.toLocaleString("en-US")],
          isProductFormat(p.source)
            ? ["Columns", String(p.columns.length)]
            : ["Lines", p.lines.toLocaleString("en-US")],
          ["Dates", p.from && p.to ? (p.from === p.to ? p.from : `${p.from} to ${p.to}`) : "-"],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className="mt-0.5 break-words font-semibold tabular-nums text-slate-900"
              data-testid={`preview-${label.toLowerCase()}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {p.totals.map((t) => (
        <section
          key={t.currency}
          aria-label={`Totals in ${t.currency}`}
          className="rounded-xl border border-slate-200 p-3"
          data-testid="preview-totals"
        >
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Totals in {t.currency}</h3>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 lg:grid-cols-7">
            {TOTAL_COLUMNS.map(([key, label]) => (
              <div key={key} className="min-w-0">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(t[key], t.currency)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      <ul className="grid gap-2 text-sm">
        {p.duplicates > 0 && (
          <li className="flex items-start gap-2 text-slate-700" data-testid="preview-duplicates">
            <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
            {p.orders > 0 || (p.costs === 0 && p.expenses === 0)
              ? plural(p.duplicates, "order was", "orders were")
              : plural(p.duplicates, "row was", "rows were")}{" "}
            imported before and will be skipped.
          </li>
        )}
        {p.costsWaiting > 0 && (
          <li className="text-slate-700" data-testid="preview-costs-waiting">
            {plural(p.costsWaiting, "fee or refund is", "fees and refunds are")} for orders not imported yet: they are
            kept and added when you import those orders.
          </li>
        )}
        {p.skipped.length > 0 && (
          <li className="text-slate-700">
            <details>
              <summary className="cursor-pointer">
                {plural(p.skipped.length, "row")} left out on purpose (cancelled orders, payouts, transfers…)
              </summary>
              <ul className="mt-2 rounded-lg bg-slate-50 p-2 text-xs" aria-label="Rows left out">
                {p.skipped.slice(0, 200).map((s) => (
                  <li key={s.line}>
                    Line {s.line}: {s.reason}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        )}
        {!hasErrors && !nothing && (
          <li className="flex items-start gap-2 text-emerald-800">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            Every row can be imported.
          </li>
        )}
        {nothing && !hasErrors && <li className="text-slate-700">This file holds nothing to import.</li>}
      </ul>

      {p.warnings.length > 0 && <WarningList warnings={p.warnings} />}

      {hasErrors && (
        <section aria-labelledby="preview-errors-heading" className="rounded-xl border border-red-200 bg-red-50 p-3">
          <h3 id="preview-errors-heading" className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <AlertCircle aria-hidden className="size-4 shrink-0" />
            {plural(p.errors.length, "row has an error", "rows have errors")}
          </h3>
          <ErrorList errors={p.errors} />
          <label className="mt-3 flex items-start gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={skipBadRows}
              onChange={(e) => props.onSkipBadRows(e.target.checked)}
            />
            Skip the rows with errors and import the rest (an order with a bad row is left out whole)
          </label>
        </section>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={props.onCancel} disabled={pending}>
          Cancel
        </Button>
        {/* A statement's label is long: it wraps on a phone instead of running past the button. */}
        <Button
          onClick={props.onConfirm}
          disabled={pending || blocked}
          className="h-auto min-h-10 whitespace-normal py-2"
        >
          {pending && <Loader2 aria-hidden className="animate-spin" />}
          Import {importWhat(p)}
        </Button>
      </div>
      {hasErrors && !skipBadRows && (
        <p className="-mt-3 text-right text-xs text-slate-600">
          Fix the rows and drop the file again, or choose to skip them: nothing is imported while a row has an error.
        </p>
      )}
    </div>
  );
}
