/** Filter buttons (All Users, Active, Pro, Free, each with its count) and the search box. */
import { Search } from "lucide-react";
import type { AdminCounts, AdminFilter } from "@shared/contracts/admin";
import { ADMIN_SEARCH_MAX } from "@shared/contracts/admin";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

const FILTERS: { value: AdminFilter; label: string }[] = [
  { value: "all", label: "All Users" },
  { value: "active", label: "Active" },
  { value: "pro", label: "Pro" },
  { value: "free", label: "Free" },
];

type Props = {
  filter: AdminFilter;
  counts: AdminCounts | undefined;
  search: string;
  onFilterChange: (filter: AdminFilter) => void;
  onSearchChange: (search: string) => void;
};

/** Renders the filter row; the search sits beside it on wide screens and above the table on phones. */
export function AdminUserFilters({ filter, counts, search, onFilterChange, onSearchChange }: Props) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div role="group" aria-label="Filter users" className="flex flex-wrap gap-2">
        {FILTERS.map(({ value, label }) => {
          const active = value === filter;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => onFilterChange(value)}
              className={cn(
                "inline-flex h-9 items-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
                active
                  ? "border-brand-600 bg-brand-600 text-white shadow-sm"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
              )}
            >
              {label}
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs tabular-nums",
                  active ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700",
                )}
              >
                {counts ? counts[value].toLocaleString() : "–"}
              </span>
            </button>
          );
        })}
      </div>
      <div className="relative w-full lg:w-80">
        <label htmlFor="admin-user-search" className="sr-only">
          Search users
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id="admin-user-search"
          type="search"
          value={search}
          maxLength={ADMIN_SEARCH_MAX}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder="Search by name, email or username"
          className="pl-9"
          autoComplete="off"
        />
      </div>
    </div>
  );
}
