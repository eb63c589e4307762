/** CSV import: the file is checked first (dry run), the preview shows each row's errors by line, then all rows or none are written. */
import { countOf } from "@shared/domain/words";
import type { ImportResult } from "@shared/contracts/inventory";
import { formatUsd, parseCents } from "@shared/domain/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";

type Props = {
  preview: ImportResult | null;
  fileName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

export function ImportDialog({ preview, fileName, pending, onClose, onConfirm }: Props) {
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => !open && onClose()}>
      {preview && (
        <DialogContent
          title="Import Preview"
          description={`${fileName}: ${preview.rows.length} rows (${preview.format === "shopify" ? "Shopify product export" : "HustleForge columns"}). ${preview.invalid ? `${preview.invalid} with errors: fix them and upload again. Nothing is imported until every row is valid.` : "Every row is valid."}`}
          className="max-w-2xl"
        >
          <div className="max-h-80 overflow-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Line
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Product
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.rows.slice(0, 200).map((r) => (
                  <tr key={r.line} data-testid={`import-line-${r.line}`}>
                    <td className="px-3 py-2 tabular-nums">{r.line}</td>
                    <td className="px-3 py-2">
                      {r.item
                        ? `${r.item.productName} · ${r.item.quantity} × ${formatUsd(parseCents(r.item.sellPrice) ?? 0)}`
                        : "-"}
                    </td>
                    <td className={r.errors.length ? "px-3 py-2 text-red-700" : "px-3 py-2 text-emerald-700"}>
                      {r.errors.length ? r.errors.join("; ") : "OK"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.rows.length > 200 && <p className="mt-2 text-xs text-slate-600">First 200 rows shown.</p>}
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={pending || preview.invalid > 0}>
              Import {countOf(preview.valid, "product")}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
