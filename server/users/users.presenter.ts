/** Lists every user field the API sends. Never res.json(row): no hash, provider ids or Stripe ids leave. */
import type { PublicUser } from "../../shared/contracts/auth";
import { effectivePlan } from "../../shared/domain/plans";
import type { User } from "../../shared/schema";

const text = (flag: boolean) => (flag ? "true" : "false") as "true" | "false";
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `totalXp` is the user's sum of the XP ledger, kept on the row (docs/decisions/844-xp-total-kept-on-the-user.md). */
export function presentUser(user: User, now = new Date()): PublicUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    selectedPlan: effectivePlan(user, now),
    proSubscriptionStartDate: iso(user.proSubscriptionStartDate),
    proSubscriptionEndDate: iso(user.proSubscriptionEndDate),
    hasCompletedOnboarding: text(user.hasCompletedOnboarding),
    lastActiveAt: iso(user.lastActiveAt),
    loginCount: user.loginCount,
    totalIdeasGenerated: user.totalIdeasGenerated,
    totalLogosCreated: user.totalLogosCreated,
    totalXp: user.totalXp,
    isActive: text(user.isActive),
    isAdmin: text(user.isAdmin),
    discordUsername: user.discordUsername,
    hasGoogle: user.googleId != null,
    hasDiscord: user.discordId != null,
    hasPassword: user.password != null,
    emailVerified: user.emailVerifiedAt != null,
    createdAt: user.createdAt.toISOString(),
  };
}
