/** Free runs left per quota key for one user (GET /api/usage), read from usage_counters and FREE_QUOTAS. */
import type { AppContext } from "../../context";
import type { User } from "../../../shared/schema";
import { effectivePlan, FREE_QUOTAS, type QuotaKey } from "../../../shared/domain/plans";
import type { UsageResponse } from "../../../shared/contracts/usage";
import { createQuotaRepository, periodKey } from "../../ai/quota.repository";
import { AuthenticationError } from "../../http/errors";
import { isFreshRow } from "../../users/users.repository";

/** The usage of every free quota in its current period; Pro users get null limits (nothing is capped). */
export async function usageForUser(ctx: AppContext, sessionUser: User, now = new Date()): Promise<UsageResponse> {
  // The plan is read from the database, like runGenerator does, so the figures agree with what it enforces.
  const user = isFreshRow(sessionUser) ? sessionUser : await ctx.users.findById(sessionUser.id);
  if (!user || !user.isActive) throw new AuthenticationError();
  const pro = effectivePlan(user, now) === "pro";
  const keys = Object.keys(FREE_QUOTAS) as QuotaKey[];
  const today = periodKey("day", now);
  const periods = [...new Set([...keys.map((k) => periodKey(FREE_QUOTAS[k].period, now)), today])];
  const rows = await createQuotaRepository(ctx.db).usedByUser(user.id, periods);

  const usage: UsageResponse["usage"] = {};
  for (const key of keys) {
    const rule = FREE_QUOTAS[key];
    const used = rows.find((r) => r.quota === key && r.period === periodKey(rule.period, now))?.used ?? 0;
    usage[key] = pro
      ? { limit: null, used, remaining: null, period: rule.period }
      : { limit: rule.limit, used, remaining: Math.max(rule.limit - used, 0), period: rule.period };
  }
  const fairUsed = rows.find((r) => r.quota === "fair_use" && r.period === today)?.used ?? 0;
  const fairLimit = ctx.env.FAIR_USE_DAILY_LIMIT;
  return {
    plan: pro ? "pro" : "free",
    usage,
    fairUse: { limit: fairLimit, used: fairUsed, remaining: Math.max(fairLimit - fairUsed, 0) },
  };
}
