/** The four stat cards: Total Users (+N today), Active Users (N active today), Pro Users, Free Users. */
import type { LucideIcon } from "lucide-react";
import { Activity, Crown, UserRound, Users } from "lucide-react";
import type { AdminStats } from "@shared/contracts/admin";
import { Card } from "@/components/ui/card";

const number = new Intl.NumberFormat();

function StatCard({
  label,
  value,
  note,
  icon: Icon,
  tint,
}: {
  label: string;
  value: number;
  note: string;
  icon: LucideIcon;
  tint: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{number.format(value)}</p>
        </div>
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tint}`}>
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      <p className="mt-2 text-xs font-medium text-slate-600">{note}</p>
    </Card>
  );
}

const share = (part: number, total: number) =>
  total ? `${Math.round((part / total) * 100)}% of all users` : "No users yet";

/** Renders the cards in a 2×2 grid on phones and one row on wide screens. */
export function AdminStatCards({ stats }: { stats: AdminStats }) {
  return (
    <section aria-label="User statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={stats.totalUsers}
        note={`+${number.format(stats.newUsersToday)} today`}
        icon={Users}
        tint="bg-brand-50 text-brand-700"
      />
      <StatCard
        label="Active Users"
        value={stats.activeUsers}
        note={`${number.format(stats.activeUsersToday)} active today`}
        icon={Activity}
        tint="bg-emerald-50 text-emerald-700"
      />
      <StatCard
        label="Pro Users"
        value={stats.proUsers}
        note={share(stats.proUsers, stats.totalUsers)}
        icon={Crown}
        tint="bg-pink-50 text-accent-600"
      />
      <StatCard
        label="Free Users"
        value={stats.freeUsers}
        note={share(stats.freeUsers, stats.totalUsers)}
        icon={UserRound}
        tint="bg-slate-100 text-slate-700"
      />
    </section>
  );
}
