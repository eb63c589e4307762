/** A running import's progress bar, then its summary: what was added, what was skipped, and the rows in error. */
import { toolPath } from "@shared/tools/manifest";
import { Link } from "react-router-dom";
import { AlertCircle, CheckCircle2, ReceiptText } from "lucide-react";
import { FORMAT_LABELS, isProductFormat, type ImportRecord } from "@shared/contracts/imports";
import { Button } from "@/components/ui/button";

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The summary line of a finished import. */
export function importSummary(r: ImportRecord): string {
  const parts: string[] = [];
  const products = isProductFormat(r.source) || r.productsUpdated > 0;
  if (products) parts.push(`${count(r.productsUpdated, "product")} added or updated`);
  const statement = r.ordersAdded === 0 && r.ordersSkipped === 0 && (r.costsAdded > 0 || r.expensesAdded > 0);
  if ((!isProductFormat(r.source) && !statement) || r.ordersAdded > 0 || r.sample) {
    parts.push(`${count(r.ordersAdded, "order")} added`);
    if (r.ordersSkipped > 0) parts.push(`${count(r.ordersSkipped, "order")} already there, skipped`);
  }
  if (r.costsAdded > 0) parts.push(`${count(r.costsAdded, "order fee or refund", "order fees and refunds")} added`);
  if (r.expensesAdded > 0) parts.push(`${count(r.expensesAdded, "expense")} added`);
  if (r.errors.length > 0) parts.push(`${count(r.errors.length, "row")} with errors left out`);
  if (r.warnings.length > 0) parts.push(`${count(r.warnings.length, "warning")} (see below)`);
  return parts.join(", ");
}

export function ProgressBar({ record }: { record: ImportRecord }) {
  const percent = record.rowsTotal > 0 ? Math.min(100, Math.round((record.rowsDone / record.rowsTotal) * 100)) : 0;
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={`Importing ${record.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600">
        {record.status === "queued"
          ? "Waiting to start…"
          : `${record.rowsDone.toLocaleString("en-US")} of ${record.rowsTotal.toLocaleString("en-US")} rows read`}
      </p>
    </div>
  );
}

export function ImportProgress({ record, onAnother }: { record: ImportRecord; onAnother: () => void }) {
  if (record.status === "queued" || record.status === "running")
    return (
      <div className="grid gap-3" aria-live="polite">
        <p className="font-semibold text-slate-900">
          Importing {record.fileName} ({FORMAT_LABELS[record.source]})
        </p>
        <ProgressBar record={record} />
      </div>
    );

  const failed = record.status === "failed";
  return (
    <div className="grid gap-3" aria-live="polite" data-testid="import-summary">
      <p
        className={
          failed
            ? "flex items-center gap-2 font-semibold text-red-800"
            : "flex items-center gap-2 font-semibold text-emerald-800"
        }
      >
        {failed ? <AlertCircle aria-hidden className="size-5" /> : <CheckCircle2 aria-hidden className="size-5" />}
        {failed ? `The import of ${record.fileName} failed` : `${record.fileName} is imported`}
      </p>
      <p className="text-sm text-slate-700">
        {failed ? (record.failure ?? "Please try again.") : importSummary(record)}.
      </p>
      {record.errors.length > 0 && (
        <ul className="rounded-lg bg-red-50 p-2 text-sm text-red-800" aria-label="Rows with errors">
          {record.errors.slice(0, 20).map((e) => (
            <li key={`${e.line}-${e.message}`}>{e.message}</li>
          ))}
          {record.errors.length > 20 && <li>…and {record.errors.length - 20} more.</li>}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {!failed && (
          <Button asChild>
            <Link to={toolPath("profit-and-loss")}>
              <ReceiptText aria-hidden />
              See your profit and loss
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
