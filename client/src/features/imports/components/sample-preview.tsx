/**
 * The sample files before they are imported (docs/guide/imports.md#sample-files): what each file holds, read as a
 * dry run, with nothing stored until 'Import the samples' is pressed; and the banner that says sample data is in
 * the account, with the one button that removes all of it.
 */
import { useState } from "react";
import { Link } from "react-router-dom";
import { toolPath } from "@shared/tools/manifest";
import { FlaskConical, Loader2, ReceiptText, Trash2 } from "lucide-react";
import { FORMAT_LABELS, isProductFormat, type SamplePreview } from "@shared/contracts/imports";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { formatMoney } from "@/lib/money-format";
import { WarningList } from "./import-preview";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

type File = SamplePreview["files"][number];

function holds(f: File): string {
  if (isProductFormat(f.source)) return plural(f.products, "product");
  const parts = f.orders > 0 || (f.costs === 0 && f.expenses === 0) ? [plural(f.orders, "order")] : [];
  if (f.costs > 0) parts.push(plural(f.costs, "order fee or refund", "order fees and refunds"));
  if (f.expenses > 0) parts.push(plural(f.expenses, "expense"));
  return parts.join(" and ");
}

/** A file's amounts in one currency: gross sales of an orders file, else a statement's fees and expenses. */
function amounts(f: File, t: File["totals"][number]): string {
  if (f.orders > 0) return `${formatMoney(t.grossSales, t.currency)} gross`;
  const parts = [];
  if (t.fees !== "0.00") parts.push(`${formatMoney(t.fees, t.currency)} of order fees`);
  if (t.expenses !== "0.00") parts.push(`${formatMoney(t.expenses, t.currency)} of expenses`);
  return parts.join(", ");
}

type PreviewProps = { preview: SamplePreview; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function SamplePreviewPanel({ preview, pending, onConfirm, onCancel }: PreviewProps) {
  const orders = preview.files.reduce((n, f) => n + f.orders, 0);
  const products = preview.files.reduce((n, f) => n + f.products, 0);
  const warnings = preview.files.flatMap((f) =>
    f.warnings.map((w) => ({ ...w, message: `${f.fileName}: ${w.message}` })),
  );
  return (
    <div className="grid gap-5" data-testid="sample-preview">
      <div className="grid gap-1">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FlaskConical aria-hidden className="size-5 text-violet-700" />
          The sample files: one small candle shop
        </h2>
        <p className="text-sm text-slate-700">
          Nothing is stored yet. Imported, they stay marked as samples in your profit and loss, inventory and mentor,
          never mixed up with your own figures, and one button removes them all.
        </p>
      </div>
      <ul className="grid gap-2" aria-label="Sample files">
        {preview.files.map((f) => (
          <li
            key={f.fileName}
            className="grid gap-1 rounded-xl border border-slate-200 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <p className="break-all font-semibold text-slate-900">{f.fileName}</p>
              <p className="text-xs text-slate-600">{FORMAT_LABELS[f.source]}</p>
            </div>
            <div className="text-slate-800 sm:text-right">
              <p className="font-medium">{holds(f)}</p>
              {f.from && f.to && (
                <p className="text-xs text-slate-600">
                  {f.from} to {f.to}
                  {f.totals.map((t) => ` · ${amounts(f, t)}`).join("")}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {warnings.length > 0 && <WarningList warnings={warnings} />}
      <p className="text-sm font-medium text-slate-800" data-testid="sample-preview-total">
        In all: {plural(orders, "order")} and {plural(products, "product")}.
      </p>
      <div className="-mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending && <Loader2 aria-hidden className="animate-spin" />}
          Import the samples
        </Button>
      </div>
    </div>
  );
}

type BannerProps = { busy: boolean; removing: boolean; onRemove: () => void };

/** Sample data is in the account: where to see it, and the one action that removes it all. */
export function SampleDataBanner({ busy, removing, onRemove }: BannerProps) {
  const [confirm, setConfirm] = useState(false);
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-4 lg:flex-row lg:items-center lg:justify-between"
      data-testid="sample-banner"
    >
      <p className="text-sm text-violet-950">
        <span className="font-semibold">
          {busy ? "The sample files are being imported." : "Sample data is in your account."}
        </span>{" "}
        It is marked as samples in your profit and loss, inventory and mentor.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {!busy && (
          <Button asChild size="sm" variant="outline">
            <Link to={toolPath("profit-and-loss")}>
              <ReceiptText aria-hidden />
              See the profit and loss
            </Link>
          </Button>
        )}
        <Button size="sm" variant="destructive" onClick={() => setConfirm(true)} disabled={removing}>
          {removing ? <Loader2 aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
          Remove sample data
        </Button>
      </div>
      <Dialog open={confirm} onOpenChange={setConfirm}>
        {confirm && (
          <DialogContent
            title="Remove the sample data?"
            description="Every sample order, expense and inventory item is removed. Your own imports, items and sales stay."
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={removing}
                onClick={() => {
                  onRemove();
                  setConfirm(false);
                }}
              >
                Remove sample data
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
