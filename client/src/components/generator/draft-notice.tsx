/** The label beside a draft to fill (docs/decisions/1433-offline-drafts-say-so.md): what it is and what to do. */
import { PencilLine } from "lucide-react";
import { DRAFT_EXPLANATION, DRAFT_LABEL } from "@shared/domain/drafts";

export function DraftNotice() {
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="draft-notice"
      role="note"
    >
      <PencilLine className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{DRAFT_LABEL}.</strong> {DRAFT_EXPLANATION}
      </p>
    </div>
  );
}
