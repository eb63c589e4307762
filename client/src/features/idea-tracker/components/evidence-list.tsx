/** The idea's evidence log, oldest first, each entry in plain words with its date and a delete button. */
import { Trash2 } from "lucide-react";
import { EVIDENCE_TYPE_LABELS, type Evidence } from "@shared/contracts/idea-evidence";
import { describeEntry } from "@shared/domain/evidence-score";
import { Button } from "@/components/ui/button";
import { useBusinessProfile } from "@/hooks/use-business-profile";

type Props = { evidence: Evidence[]; deleting?: number; onDelete: (entry: Evidence) => void };

export function EvidenceList({ evidence, deleting, onDelete }: Props) {
  // Amounts are in the person's own currency (decision 1471).
  const currency = useBusinessProfile().data?.currency ?? "USD";
  if (evidence.length === 0)
    return (
      <p className="text-sm text-slate-600">
        Nothing logged yet. Talk to five people who would buy it and write down how many would pay, and at what price.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100" data-testid="evidence-list">
      {evidence.map((e) => (
        <li key={e.id} className="flex items-start justify-between gap-3 py-2" data-testid="evidence-entry">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {EVIDENCE_TYPE_LABELS[e.type]} · {new Date(e.createdAt).toLocaleDateString("en-US")}
            </p>
            <p className="break-words text-sm text-slate-900">{describeEntry(e, currency)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete: ${describeEntry(e, currency)}`}
            disabled={deleting === e.id}
            onClick={() => onDelete(e)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
