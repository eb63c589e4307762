/**
 * The five most recent saved scripts (docs/spec-notes.md#constants-and-option-lists), each reopened in the result view
 * or deleted.
 */
import { FileText, Trash2 } from "lucide-react";
import { RECENT_SCRIPTS_SHOWN, SCRIPT_TYPE_OPTIONS, type SavedSalesScript } from "@shared/contracts/sales-scripts";
import { labelFor } from "@shared/contracts/options";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  scripts: readonly SavedSalesScript[];
  onOpen: (s: SavedSalesScript) => void;
  onDelete: (s: SavedSalesScript) => void;
  deleting: boolean;
};

export function RecentScripts({ scripts, onOpen, onDelete, deleting }: Props) {
  return (
    <Card data-testid="recent-scripts">
      <CardHeader>
        <CardTitle>Recent scripts</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-200">
          {scripts.slice(0, RECENT_SCRIPTS_SHOWN).map((s) => (
            <li key={s.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="break-words font-medium text-slate-900">{s.product}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                  <Badge variant="secondary">{labelFor(SCRIPT_TYPE_OPTIONS, s.type)}</Badge>
                  {s.targetAudience && <span>for {s.targetAudience}</span>}
                  <span>· {new Date(s.createdAt).toLocaleDateString()}</span>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => onOpen(s)}
                  aria-label={`Open the script for ${s.product}`}
                >
                  <FileText aria-hidden />
                  Open
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50 hover:text-red-800"
                  disabled={deleting}
                  onClick={() => onDelete(s)}
                  aria-label={`Delete the script for ${s.product}`}
                >
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
