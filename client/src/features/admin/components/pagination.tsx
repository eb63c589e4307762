/** "Showing 21–40 of 1,234" with Previous and Next. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; busy?: boolean };

/** Renders nothing when everything fits on one page. */
export function AdminPagination({ page, pageSize, total, onPageChange, busy }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing{" "}
        <span className="font-semibold text-slate-900">
          {first.toLocaleString()}–{last.toLocaleString()}
        </span>{" "}
        of <span className="font-semibold text-slate-900">{total.toLocaleString()}</span> · Page {page} of{" "}
        {pages.toLocaleString()}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1 || busy}>
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= pages || busy}>
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
