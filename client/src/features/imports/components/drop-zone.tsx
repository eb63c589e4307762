/** Drop a file here, or choose one: one CSV file at a time (20 MB at most, the server checks it while reading). */
import { useRef, useState } from "react";
import { Loader2, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export function DropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  return (
    <div
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!busy) take(e.dataTransfer.files);
      }}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors",
        over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-white",
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {busy ? <Loader2 aria-hidden className="size-6 animate-spin" /> : <Upload aria-hidden className="size-6" />}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{busy ? "Reading your file…" : "Drop an export file here"}</p>
        <p className="mt-1 text-sm text-slate-600">
          Shopify orders or products, Etsy sold order items, an Amazon date range report, a Stripe balance report, or
          any CSV of your sales. Up to 20 MB.
        </p>
      </div>
      <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
        Choose a file
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        className="sr-only"
        tabIndex={-1}
        aria-label="Export file to import"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = "";
        }}
      />
    </div>
  );
}
