/** The 'User Database' table: a real table from the md breakpoint, one card per user on phones. */
import { ShieldCheck } from "lucide-react";
import type { AdminUserRow } from "@shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { ActivityIndicator, SubscriptionTime, UserPlanBadge } from "./status-badges";
import { PlanActionButton } from "./plan-action-button";
import { displayName, formatDate, formatRelative } from "../format";

const COLUMNS = ["User", "Plan", "Subscription Time", "Activity", "Usage", "Joined", "Last Active", "Actions"];

function initials(user: AdminUserRow): string {
  const letters = [user.firstName?.[0], user.lastName?.[0]].filter(Boolean).join("");
  return (letters || user.email[0] || "?").toUpperCase();
}

function UserCell({ user }: { user: AdminUserRow }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
      >
        {initials(user)}
      </span>
      <div className="min-w-0">
        <p className="flex items-center gap-1.5 truncate font-semibold text-slate-900">
          <span className="truncate">{displayName(user)}</span>
          {user.isAdmin === "true" && (
            <Badge variant="outline" className="shrink-0">
              <ShieldCheck aria-hidden />
              Admin
            </Badge>
          )}
        </p>
        <p className="truncate text-xs text-slate-600" title={user.email}>
          {user.email}
        </p>
        {user.username && <p className="truncate text-xs text-slate-600">@{user.username}</p>}
      </div>
    </div>
  );
}

function Usage({ user }: { user: AdminUserRow }) {
  return (
    <div className="whitespace-nowrap text-xs leading-5 text-slate-700">
      <p>
        <span className="font-semibold tabular-nums text-slate-900">{user.totalIdeasGenerated}</span> ideas ·{" "}
        <span className="font-semibold tabular-nums text-slate-900">{user.totalLogosCreated}</span> logos
      </p>
      <p>
        <span className="font-semibold tabular-nums text-slate-900">{user.aiGenerations}</span> AI runs ·{" "}
        <span className="font-semibold tabular-nums text-slate-900">{user.loginCount}</span> logins
      </p>
    </div>
  );
}

/** Renders the rows; `now` is read once per render so every row uses the same instant. */
export function AdminUsersTable({ users }: { users: AdminUserRow[] }) {
  const now = new Date();
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="whitespace-nowrap px-3 py-3 first:pl-5 last:pr-5">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} className="align-middle hover:bg-slate-50/60">
                <td className="max-w-[240px] py-3 pl-5 pr-3">
                  <UserCell user={user} />
                </td>
                <td className="px-3 py-3">
                  <UserPlanBadge user={user} />
                </td>
                <td className="px-3 py-3">
                  <SubscriptionTime user={user} now={now} />
                </td>
                <td className="px-3 py-3">
                  <ActivityIndicator user={user} now={now} />
                </td>
                <td className="px-3 py-3">
                  <Usage user={user} />
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">{formatDate(user.createdAt)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">{formatRelative(user.lastActiveAt, now)}</td>
                <td className="py-3 pl-3 pr-5">
                  <PlanActionButton user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y divide-slate-100 lg:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <UserCell user={user} />
              <UserPlanBadge user={user} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <div>
                <dt className="text-xs font-medium text-slate-600">Subscription Time</dt>
                <dd className="mt-1">
                  <SubscriptionTime user={user} now={now} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">Activity</dt>
                <dd className="mt-1">
                  <ActivityIndicator user={user} now={now} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">Usage</dt>
                <dd className="mt-1">
                  <Usage user={user} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">Joined</dt>
                <dd className="mt-1 text-slate-800">{formatDate(user.createdAt)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs font-medium text-slate-600">Last Active</dt>
                <dd className="mt-1 text-slate-800">{formatRelative(user.lastActiveAt, now)}</dd>
              </div>
            </dl>
            <PlanActionButton user={user} className="w-full" long />
          </li>
        ))}
      </ul>
    </>
  );
}
