/** A compact list of a tool's recent generations; choosing one reopens its result. */
import { History, Loader2 } from "lucide-react";
import type { GenerationDetail } from "@shared/contracts/generations";
import type { ToolId } from "@shared/tools/manifest";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useGenerationHistory, useReopenGeneration } from "@/hooks/use-generation-history";

type GenerationHistoryProps = {
  tool: ToolId;
  /** Receives the reopened generation (its `output` is the tool's answer). */
  onOpen: (generation: GenerationDetail) => void;
  /** The id currently shown, highlighted in the list. */
  activeId?: number;
  title?: string;
  className?: string;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** Recent generations of one tool (newest first); nothing is shown before the first one. */
export function GenerationHistory({
  tool,
  onOpen,
  activeId,
  title = "Recent generations",
  className,
}: GenerationHistoryProps) {
  const { data } = useGenerationHistory(tool);
  const reopen = useReopenGeneration();
  const items = data?.generations ?? [];
  if (items.length === 0) return null;

  const handleOpen = (id: number) =>
    reopen.mutate(id, {
      onSuccess: ({ generation }) => onOpen(generation),
      onError: (err) =>
        toast({ title: "Could not open this result", description: errorDetail(err), variant: "destructive" }),
    });

  return (
    <Card className={className}>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="h-4 w-4 text-brand-600" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1" aria-label={title}>
          {items.slice(0, 8).map((g) => (
            <li key={g.id}>
              <button
                type="button"
                onClick={() => handleOpen(g.id)}
                className={cn(
                  "flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                  activeId === g.id && "bg-brand-50 text-brand-800",
                )}
                aria-current={activeId === g.id ? "true" : undefined}
              >
                <span className="min-w-0 truncate font-medium text-slate-800">{g.label}</span>
                <span className="flex shrink-0 items-center gap-1.5 text-xs text-slate-600">
                  {reopen.isPending && reopen.variables === g.id && (
                    <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" />
                  )}
                  {when(g.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
