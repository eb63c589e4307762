/** The admin screen's rules: stats, the user list, and plan changes through the billing plan service. */
import type { AdminUpgradeInput, AdminUsersQuery } from "../../../shared/contracts/admin";
import { ADMIN_GRANT_DAYS, effectivePlan } from "../../../shared/domain/plans";
import { DAY_MS } from "../../../shared/domain/activity";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { ConflictError, NotFoundError, ServiceUnavailableError } from "../../http/errors";
import { planServiceFor } from "../billing";
import { createAdminRepository } from "./admin.repository";
import { presentAdminUser, presentCounts, presentStats } from "./admin.presenter";

declare module "../../context" {
  interface AppServices {
    /** The clock the admin rules read (tests pin it to check each boundary); defaults to the system clock. */
    clock?: () => Date;
  }
}

export function createAdminService(ctx: AppContext) {
  const repo = createAdminRepository(ctx.db);
  const plans = planServiceFor(ctx);
  const now = () => ctx.services.clock?.() ?? new Date();

  return {
    /** The six figures of the stat cards, from one query. */
    async stats() {
      return presentStats(await repo.aggregate(now()));
    },

    /** One page of users for a filter and a search, with the total and the count of every filter. */
    async listUsers(query: AdminUsersQuery) {
      const at = now();
      const { filter, search, page, pageSize } = query;
      const [aggregate, rows] = await Promise.all([
        repo.aggregate(at, search),
        repo.listPage({ filter, search, limit: pageSize, offset: (page - 1) * pageSize, now: at }),
      ]);
      const counts = presentCounts(aggregate);
      return { users: rows.map((r) => presentAdminUser(r, at)), total: counts[filter], page, pageSize, counts };
    },

    /**
     * Upgrade: Pro for 30 days from now (docs/product-rules.md#who-can-make-a-user-pro). Downgrade: cancel the Stripe
     * subscription first, so a failure at Stripe leaves the plan unchanged rather than a Free user who is still being
     * billed. Both write the audit row with the admin as actor (inside the plan service's single statement).
     */
    async changePlan(admin: User, { userId, targetPlan }: AdminUpgradeInput) {
      const target = await ctx.users.findById(userId);
      if (!target) throw new NotFoundError("User not found");
      const at = now();
      const current = effectivePlan(target, at);
      let subscription: { id: string | null; status: string | null } | undefined;

      if (targetPlan === "pro") {
        if (current === "pro") throw new ConflictError("This user is already on the pro plan");
      } else {
        const liveSubscription = target.stripeSubscriptionId != null && target.stripeSubscriptionStatus !== "canceled";
        if (current === "free" && target.selectedPlan !== "pro" && !liveSubscription)
          throw new ConflictError("This user is already on the free plan");
        if (liveSubscription) {
          try {
            await plans.cancelSubscription(target);
          } catch (err) {
            ctx.logger.warn({ err, userId }, "admin downgrade: Stripe cancellation failed");
            throw new ServiceUnavailableError(
              "Could not cancel the user's Stripe subscription. The plan was not changed.",
            );
          }
          subscription = { id: target.stripeSubscriptionId, status: "canceled" };
        }
      }

      const result = await plans.changePlan({
        userId,
        to: targetPlan,
        source: "admin",
        actorId: admin.id,
        endDate: targetPlan === "pro" ? new Date(at.getTime() + ADMIN_GRANT_DAYS * DAY_MS) : null,
        reason: targetPlan === "pro" ? `Admin upgrade: Pro for ${ADMIN_GRANT_DAYS} days` : "Admin downgrade",
        subscription,
      });
      if (!result) throw new NotFoundError("User not found");
      ctx.logger.info({ adminId: admin.id, userId, from: current, to: targetPlan }, "admin plan change");
      const row = await repo.findRow(userId);
      if (!row) throw new NotFoundError("User not found");
      return {
        message:
          targetPlan === "pro" ? "User upgraded to pro plan successfully" : "User downgraded to free plan successfully",
        user: presentAdminUser(row, at),
      };
    },
  };
}
