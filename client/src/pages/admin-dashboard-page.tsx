/** /admin-dashboard and /admin: stats, reward claims, filters, search and the 'User Database' table (admins only). */
import { useState } from "react";
import { Link } from "react-router-dom";
import { ArrowLeft, Loader2, ShieldCheck } from "lucide-react";
import { ADMIN_PAGE_SIZE_DEFAULT, type AdminFilter } from "@shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { errorDetail } from "@/lib/api-client";
import {
  AdminPagination,
  AdminRewardClaims,
  AdminStatCards,
  AdminUserFilters,
  AdminUsersTable,
  useAdminStats,
  useAdminUsers,
  useDebouncedValue,
} from "@/features/admin";

export default function AdminDashboardPage() {
  const [filter, setFilter] = useState<AdminFilter>("all");
  const [searchInput, setSearchInput] = useState("");
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchInput.trim());
  // A new filter or search starts again at page 1.
  const [lastQuery, setLastQuery] = useState({ filter, search });
  if (lastQuery.filter !== filter || lastQuery.search !== search) {
    setLastQuery({ filter, search });
    setPage(1);
  }

  const stats = useAdminStats();
  const users = useAdminUsers({ filter, search, page, pageSize: ADMIN_PAGE_SIZE_DEFAULT });

  const header = (
    <PageHeader
      title="Admin Dashboard"
      description="Manage users, plans and activity across HustleForge."
      icon={ShieldCheck}
      actions={
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden />
            Back to App
          </Link>
        </Button>
      }
    />
  );

  if (stats.isPending || users.isPending) {
    return (
      <>
        {header}
        <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3" role="status" aria-live="polite">
          <Loader2 aria-hidden className="size-8 animate-spin text-brand-600" />
          <p className="text-sm font-medium text-slate-600">Loading admin dashboard...</p>
        </div>
      </>
    );
  }

  const error = stats.error ?? users.error;
  if (error || !stats.data || !users.data) {
    return (
      <>
        {header}
        <Card role="alert" className="border-red-200">
          <CardHeader>
            <CardTitle>Could not load the admin dashboard</CardTitle>
            <CardDescription>{errorDetail(error) ?? "Please try again."}</CardDescription>
          </CardHeader>
        </Card>
      </>
    );
  }

  const list = users.data;
  return (
    <>
      {header}
      <div className="space-y-6">
        <AdminStatCards stats={stats.data} />
        <AdminRewardClaims />
        <Card className="overflow-hidden">
          <div className="space-y-4 border-b border-slate-200 p-4 sm:p-5">
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="text-lg font-semibold text-slate-900">User Database</h2>
              {users.isFetching && (
                <span className="inline-flex items-center gap-1.5 text-xs text-slate-600" role="status">
                  <Loader2 aria-hidden className="size-3 animate-spin" />
                  Updating…
                </span>
              )}
            </div>
            <AdminUserFilters
              filter={filter}
              counts={list.counts}
              search={searchInput}
              onFilterChange={setFilter}
              onSearchChange={setSearchInput}
            />
          </div>
          {list.users.length === 0 ? (
            <p className="px-4 py-12 text-center text-sm text-slate-600">No users found matching the current filter.</p>
          ) : (
            <AdminUsersTable users={list.users} />
          )}
          <AdminPagination
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPageChange={setPage}
            busy={users.isFetching}
          />
        </Card>
      </div>
    </>
  );
}
