/**
 * The plan badge, subscription time left and activity indicator of a table row (shared rules,
 * docs/spec-notes.md#states-and-transitions).
 */
import { AlertTriangle } from "lucide-react";
import type { AdminUserRow } from "@shared/contracts/admin";
import { activityStatus, subscriptionStatus, type Tone } from "@shared/domain/activity";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

/** Badge colours per tone; each pair keeps AA contrast. */
const TONE_BADGE: Record<Tone, string> = {
  green: "bg-emerald-100 text-emerald-800",
  yellow: "bg-amber-100 text-amber-900",
  blue: "bg-sky-100 text-sky-800",
  red: "bg-red-100 text-red-800",
  grey: "bg-slate-100 text-slate-700",
};
const TONE_DOT: Record<Tone, string> = {
  green: "bg-emerald-500",
  yellow: "bg-amber-400",
  blue: "bg-sky-500",
  red: "bg-red-500",
  grey: "bg-slate-400",
};

/** Pro or Free: the plan in force now. */
export function UserPlanBadge({ user }: { user: AdminUserRow }) {
  return user.effectivePlan === "pro" ? <Badge variant="pro">Pro</Badge> : <Badge variant="secondary">Free</Badge>;
}

/** Expired / days left (coloured by band, 'Expiring soon' when critical) or N/A. */
export function SubscriptionTime({ user, now }: { user: AdminUserRow; now: Date }) {
  const status = subscriptionStatus(user, now);
  if (status.key === "na") return <span className="text-sm text-slate-600">N/A</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span
        className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", TONE_BADGE[status.tone])}
        data-status={status.key}
      >
        {status.label}
      </span>
      {status.warning && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
          <AlertTriangle aria-hidden className="size-3" />
          {status.warning}
        </span>
      )}
    </div>
  );
}

/** A coloured dot and label: Online, Today, This week, Inactive. */
export function ActivityIndicator({ user, now }: { user: AdminUserRow; now: Date }) {
  const status = activityStatus(user.lastActiveAt, now);
  return (
    <span
      className="inline-flex items-center gap-2 whitespace-nowrap text-sm text-slate-700"
      data-activity={status.key}
    >
      <span aria-hidden className={cn("size-2.5 rounded-full", TONE_DOT[status.tone])} />
      {status.label}
    </span>
  );
}
