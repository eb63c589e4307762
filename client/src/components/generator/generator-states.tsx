/** The pending state every generator shares: a spinner line naming the work, then the tool's placeholders. */
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** 'Validating your idea...' with skeletons below. */
export function GeneratorPending({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </p>
      {children}
    </div>
  );
}
