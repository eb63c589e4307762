/**
 * A catalogue's loading grid and its empty state with 'Clear Filters' (docs/spec-notes.md#states-and-transitions:
 * loading, loaded, empty).
 */
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

export function CatalogueLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-64 rounded-2xl" />
      ))}
    </div>
  );
}

type EmptyProps = { icon: LucideIcon; title: string; description: string; onClear?: () => void };

export function CatalogueEmpty({ icon, title, description, onClear }: EmptyProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        onClear && (
          <Button variant="outline" onClick={onClear}>
            Clear Filters
          </Button>
        )
      }
    />
  );
}

/** The list failed to load: says so and offers to try again. */
export function CatalogueError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
      <p className="font-semibold">We couldn't load this list.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** How many results are shown, announced politely when filters change. */
export function ResultCount({ count, noun }: { count: number; noun: [string, string] }) {
  return (
    <p className="mb-3 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
      {count} {count === 1 ? noun[0] : noun[1]}
    </p>
  );
}
