import { Loader2 } from "lucide-react";

/** Full-screen spinner with a message, shown while the signed-in status loads. */
export function FullScreenSpinner({ message }: { message: string }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3" role="status" aria-live="polite">
      <Loader2 className="h-10 w-10 animate-spin text-brand-600" aria-hidden />
      <p className="text-sm font-medium text-slate-600">{message}</p>
    </div>
  );
}

/** Spinner for a lazily loaded page. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading page">
      <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
    </div>
  );
}
