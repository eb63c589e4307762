/** Every import, newest first, with its outcome and an undo that removes everything it added. */
import { useState } from "react";
import { History, Loader2, Undo2 } from "lucide-react";
import { FORMAT_LABELS, type ImportRecord } from "@shared/contracts/imports";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { importSummary, ProgressBar } from "./import-progress";

const STATUS = {
  queued: { label: "Waiting", variant: "secondary" },
  running: { label: "Importing", variant: "warning" },
  done: { label: "Done", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
} as const;

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
};

type Props = { imports: ImportRecord[]; undoing: boolean; onUndo: (record: ImportRecord) => void };

export function ImportHistory({ imports, undoing, onUndo }: Props) {
  const [confirm, setConfirm] = useState<ImportRecord | null>(null);
  return (
    <section aria-labelledby="history-heading" className="grid gap-3">
      <h2 id="history-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden className="size-5 text-brand-600" />
        Your imports
      </h2>
      <ul className="grid gap-3" data-testid="import-history">
        {imports.map((r) => (
          <li
            key={r.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid={`import-${r.id}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-all font-semibold text-slate-900">{r.fileName}</span>
                  <Badge variant={STATUS[r.status].variant}>{STATUS[r.status].label}</Badge>
                  {r.sample && <Badge variant="secondary">Sample data</Badge>}
                </p>
                <p className="mt-0.5 text-xs text-slate-600">
                  {r.sample ? "Every sample format" : FORMAT_LABELS[r.source]} · {when(r.createdAt)}
                </p>
              </div>
              {r.undoing ? (
                <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                  Undoing…<span className="sr-only"> the import of {r.fileName}</span>
                </p>
              ) : (r.status === "done" || r.status === "failed") && !r.sample ? (
                <Button variant="outline" size="sm" onClick={() => setConfirm(r)} disabled={undoing}>
                  <Undo2 aria-hidden />
                  Undo<span className="sr-only"> the import of {r.fileName}</span>
                </Button>
              ) : null}
            </div>
            <div className="mt-2 text-sm text-slate-700">
              {r.status === "queued" || r.status === "running" ? (
                <ProgressBar record={r} />
              ) : r.status === "failed" ? (
                <p className="text-red-800">{r.failure ?? "It failed."}</p>
              ) : (
                <>
                  <p>{importSummary(r)}.</p>
                  {r.warnings.length > 0 && (
                    <ul className="mt-1 grid gap-1 text-xs text-amber-900" aria-label={`Warnings of ${r.fileName}`}>
                      {r.warnings.slice(0, 5).map((w) => (
                        <li key={`${w.line}-${w.message}`} className="break-words">
                          {w.message}
                        </li>
                      ))}
                      {r.warnings.length > 5 && <li>and {r.warnings.length - 5} more</li>}
                    </ul>
                  )}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        {confirm && (
          <DialogContent
            title="Undo this import?"
            description={`Everything the import of ${confirm.fileName} added is removed from your orders, expenses and products. Your other imports stay.`}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Keep it</Button>
              </DialogClose>
              <Button
                variant="destructive"
                disabled={undoing}
                onClick={() => {
                  onUndo(confirm);
                  setConfirm(null);
                }}
              >
                Undo import
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
