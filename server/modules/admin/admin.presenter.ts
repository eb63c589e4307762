/** Lists every field the admin API sends: no password hash, session, provider or Stripe ids. */
import type { AdminCounts, AdminStats, AdminUserRow } from "../../../shared/contracts/admin";
import { effectivePlan } from "../../../shared/domain/plans";
import type { AdminAggregate, AdminUserRecord } from "./admin.repository";

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const plan = (value: string) => (value === "pro" ? "pro" : "free");

/** The stat cards: Free is everyone not effectively Pro, so the two always add up to the total. */
export function presentStats(a: AdminAggregate): AdminStats {
  return {
    totalUsers: a.total,
    newUsersToday: a.newToday,
    activeUsers: a.active,
    activeUsersToday: a.activeToday,
    proUsers: a.pro,
    freeUsers: a.total - a.pro,
  };
}

/** The count beside each filter button. */
export function presentCounts(a: AdminAggregate): AdminCounts {
  return { all: a.total, active: a.active, pro: a.pro, free: a.total - a.pro };
}

/** One row of the 'User Database' table. */
export function presentAdminUser(row: AdminUserRecord, now: Date): AdminUserRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    selectedPlan: plan(row.selectedPlan),
    effectivePlan: effectivePlan(row, now),
    // A free plan's leftover end date means nothing; only a Pro plan's end date drives 'Subscription Time'.
    proSubscriptionEndDate: row.selectedPlan === "pro" ? iso(row.proSubscriptionEndDate) : null,
    lastActiveAt: iso(row.lastActiveAt),
    createdAt: row.createdAt.toISOString(),
    loginCount: row.loginCount,
    totalIdeasGenerated: row.totalIdeasGenerated,
    totalLogosCreated: row.totalLogosCreated,
    aiGenerations: Number(row.aiGenerations),
    isAdmin: row.isAdmin ? "true" : "false",
  };
}
