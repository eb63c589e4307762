/** What each quota of decisions D2 has left for one user, read from the counters runGenerator() reserves in. */
import { effectivePlan, FREE_QUOTAS, type QuotaKey } from "../../../shared/domain/plans";
import type { User } from "../../../shared/schema";
import type { QuotaUsage, UsageResponse } from "../../../shared/contracts/usage";
import { createQuotaRepository, periodKey } from "../../ai/quota.repository";
import type { AppContext } from "../../context";

/** The user's usage now: free users see limit/used/remaining per quota; Pro users have no limits but fair use. */
export async function usageFor(ctx: AppContext, user: User, now = new Date()): Promise<UsageResponse> {
  const plan = effectivePlan(user, now);
  const today = periodKey("day", now);
  const counters = await createQuotaRepository(ctx.db).usedIn(user.id, ["lifetime", today]);
  const quotas = {} as Record<QuotaKey, QuotaUsage>;
  for (const key of Object.keys(FREE_QUOTAS) as QuotaKey[]) {
    const rule = FREE_QUOTAS[key];
    const used = counters.get(`${key}:${periodKey(rule.period, now)}`) ?? 0;
    quotas[key] =
      plan === "pro"
        ? { limit: null, used, remaining: null, period: rule.period }
        : { limit: rule.limit, used, remaining: Math.max(rule.limit - used, 0), period: rule.period };
  }
  const fairUsed = counters.get(`fair_use:${today}`) ?? 0;
  const fairLimit = ctx.env.FAIR_USE_DAILY_LIMIT;
  return { plan, quotas, fairUse: { limit: fairLimit, used: fairUsed, remaining: Math.max(fairLimit - fairUsed, 0) } };
}
