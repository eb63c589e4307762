/** Account rules: sign-up, sign-in, provider sign-in, plan selection. Throws typed errors. */
import type { LoginInput, SignupInput, UpdatePlanInput } from "../../../shared/contracts/auth";
import { PROVIDER_ERROR_MESSAGES, type ProviderErrorCode } from "../../../shared/contracts/auth-errors";
import type { User } from "../../../shared/schema";
import { AuthenticationError, ConflictError, PaymentRequiredError } from "../../http/errors";
import type { Limiter } from "../../http/rate-limit";
import type { UsersRepository } from "../../users/users.repository";
import { getDummyHash, hashPassword, verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Invalid email/username or password.";

/** A provider sign-in refused for a reason the sign-in screen can name (its code goes in the redirect). */
/**
 * The right password for a locked account (a deletion pending, or disabled). The answer is the same as for a wrong
 * password; the sign-in route passes the account to signIn (sign-in.ts), which asks for the two-factor code first
 * when the account has it and then remembers the account in the session, so the person can see and cancel a
 * pending deletion (docs/guide/your-data.md, docs/decisions/613-one-way-into-a-session.md).
 */
export class LockedAccountError extends AuthenticationError {
  constructor(readonly user: User) {
    super(INVALID_CREDENTIALS);
  }
}

export class ProviderSignInError extends AuthenticationError {
  constructor(
    readonly reason: ProviderErrorCode,
    provider: "google" | "discord",
  ) {
    super(PROVIDER_ERROR_MESSAGES[reason].replace("{provider}", () => label(provider)));
  }
}

/**
 * Confirms with the payment provider, on the server, that a user has a live subscription
 * (docs/product-rules.md#who-can-make-a-user-pro). A verifier that already applied the plan (with its audit row)
 * answers the updated user.
 */
export type SubscriptionVerifier = (user: User) => Promise<{ active: boolean; periodEnd: Date | null; user?: User }>;

export type ProviderProfile = {
  provider: "google" | "discord";
  providerId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatarUrl: string | null;
};

export function createAuthService(deps: {
  users: UsersRepository;
  adminEmails: string[];
  verifySubscription?: SubscriptionVerifier;
  /** Failed password checks per address and per account; absent: no limits. */
  loginLimits?: { byIp: Limiter; byAccount: Limiter };
  recordPlanChange?: (change: {
    userId: number;
    actorId: number | null;
    from: string;
    to: string;
    source: string;
    reason?: string;
  }) => Promise<void>;
}) {
  const { users, adminEmails } = deps;
  const isAdminEmail = (email: string) => adminEmails.includes(email.trim().toLowerCase());
  /** ADMIN_EMAILS grants admin only for a proven address (docs/decisions/611). */
  const adminByEmail = (user: Pick<User, "email" | "emailVerifiedAt">) =>
    user.emailVerifiedAt != null && isAdminEmail(user.email);

  /**
   * An account holds its email firmly once the address is proven or it has a password. A passwordless
   * account whose provider did not confirm the email gives the address up to whoever proves it or signs up
   * with it: it keeps its provider sign-in under a placeholder address
   * (docs/decisions/611-admin-and-unverified-provider-emails.md).
   */
  async function releaseUnprovenHolder(email: string): Promise<User | undefined> {
    const holder = await users.findByEmail(email);
    if (!holder || holder.emailVerifiedAt || holder.password) return holder;
    await users.update(holder.id, { email: unclaimedEmail(holder.id) });
    return undefined;
  }

  return {
    /** A new local account; unverified, so never admin yet (a verification link follows by mail). */
    async signup(input: SignupInput): Promise<User> {
      if (await releaseUnprovenHolder(input.email))
        throw new ConflictError("An account with this email already exists.");
      if (input.username && (await users.findByUsername(input.username)))
        throw new ConflictError("This username is already taken.");
      try {
        return await users.create({
          email: input.email,
          username: input.username ?? null,
          firstName: input.firstName,
          lastName: input.lastName,
          password: await hashPassword(input.password),
          loginCount: 1,
          lastActiveAt: new Date(),
        });
      } catch (err) {
        // A parallel sign-up with the same email or username lost the race on the unique index.
        if (
          (err as { code?: string }).code === "23505" ||
          (err as { cause?: { code?: string } }).cause?.code === "23505"
        )
          throw new ConflictError("An account with this email or username already exists.");
        throw err;
      }
    },

    /**
     * Same answer whether or not the account exists; a hash is always verified. The limits count failed password
     * checks, per address and per account: the account is keyed by its id, so its email and its username share
     * one allowance (an unknown name is keyed by its spelling). Each attempt reserves its point at both limits
     * before any password work, so parallel attempts can never pass more checks than the allowance; an attempt
     * that did not end in a failed check gives its points back (docs/decisions/602-*.md).
     */
    async login(input: LoginInput, ip?: string): Promise<User> {
      const limits = deps.loginLimits;
      const reserved: [Limiter, string][] = [];
      const reserve = async (limiter: Limiter, key: string) => {
        await limiter.reserve(key);
        reserved.push([limiter, key]);
      };
      let outcome: PasswordCheck | undefined;
      try {
        if (limits && ip) await reserve(limits.byIp, ip);
        const user = await users.findByEmailOrUsername(input.emailOrUsername);
        if (limits) await reserve(limits.byAccount, accountKeyOf(input, user));
        outcome = await checkPassword(input, user);
      } finally {
        // Only a failed password check keeps its points; a refusal, an error or a right password gives them back.
        if (outcome !== "failed") await Promise.all(reserved.map(([limiter, key]) => limiter.release(key)));
      }
      if (outcome === "failed") throw new AuthenticationError(INVALID_CREDENTIALS);
      if ("locked" in outcome) throw new LockedAccountError(outcome.locked);
      // A successful sign-in clears the account's failed count.
      if (limits) await limits.byAccount.reset(accountKeyOf(input, outcome));
      return (await users.recordLogin(outcome.id, adminByEmail(outcome))) ?? outcome;
    },

    /**
     * Finds by provider id, links to a verified-email account, or creates a new account. A provider-verified
     * email is a proven address; an unverified one is stored as unverified and never blocks its real owner.
     */
    async loginWithProvider(profile: ProviderProfile): Promise<User> {
      const byId = await users.findByProviderId(profile.provider, profile.providerId);
      if (byId) return (await users.recordLogin(byId.id, adminByEmail(byId))) ?? byId;
      if (!profile.email) throw new ProviderSignInError("no_email", profile.provider);
      const link =
        profile.provider === "google"
          ? { googleId: profile.providerId }
          : { discordId: profile.providerId, discordUsername: profile.username, discordConnectedAt: new Date() };
      const byEmail = profile.emailVerified
        ? await releaseUnprovenHolder(profile.email)
        : await users.findByEmail(profile.email);
      if (byEmail) {
        if (!profile.emailVerified) throw new ProviderSignInError("email_unverified", profile.provider);
        // Linking into an account whose address nobody proved would hand it (and any admin right) to
        // whoever set its password: that owner proves the address first ('Forgot password?' does it).
        if (!byEmail.emailVerifiedAt) throw new ProviderSignInError("account_unverified", profile.provider);
        await users.update(byEmail.id, link);
        return (await users.recordLogin(byEmail.id, adminByEmail(byEmail))) ?? byEmail;
      }
      return users.create({
        email: profile.email,
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
        firstName: profile.firstName,
        lastName: profile.lastName,
        profileImageUrl: profile.avatarUrl,
        isAdmin: profile.emailVerified && isAdminEmail(profile.email),
        loginCount: 1,
        lastActiveAt: new Date(),
        ...link,
      });
    },

    /**
     * Free saves directly; Pro only when the server confirms a live subscription
     * (docs/product-rules.md#who-can-make-a-user-pro).
     */
    async updatePlan(user: User, input: UpdatePlanInput): Promise<User> {
      if (input.plan === "free") {
        const updated = await users.update(user.id, {
          hasCompletedOnboarding: true,
          ...(user.selectedPlan === "pro" ? {} : { selectedPlan: "free" }),
        });
        return updated ?? user;
      }
      const status = deps.verifySubscription ? await deps.verifySubscription(user) : { active: false, periodEnd: null };
      if (!status.active)
        throw new PaymentRequiredError(
          "No active Pro subscription was found for your account. Complete checkout to upgrade.",
          "subscription_required",
        );
      if (status.user) return status.user;
      const updated = await users.update(user.id, {
        selectedPlan: "pro",
        hasCompletedOnboarding: true,
        proSubscriptionStartDate: user.selectedPlan === "pro" ? user.proSubscriptionStartDate : new Date(),
        proSubscriptionEndDate: status.periodEnd,
      });
      if (user.selectedPlan !== "pro")
        await deps.recordPlanChange?.({
          userId: user.id,
          actorId: user.id,
          from: user.selectedPlan,
          to: "pro",
          source: "stripe",
          reason: "checkout confirmed",
        });
      return updated ?? user;
    },
  };
}

/** The address an unproven holder keeps after giving its email up (the .invalid domain never receives mail). */
export const unclaimedEmail = (userId: number) => `unclaimed-${userId}@unverified.invalid`;

/** The limit key of a sign-in: the account's id when the name is an account's, else the name as typed. */
const accountKeyOf = (input: LoginInput, user: User | undefined) =>
  user ? `user:${user.id}` : `name:${input.emailOrUsername.trim().toLowerCase()}`;

type PasswordCheck = User | "failed" | { locked: User };

/** Verifies the password (against a dummy hash when there is no account, so the timing says nothing). */
async function checkPassword(input: LoginInput, user: User | undefined): Promise<PasswordCheck> {
  const ok = await verifyPassword(input.password, user?.password ?? (await getDummyHash()));
  if (!user || !user.password || !ok) return "failed";
  return user.isActive ? user : { locked: user };
}

function label(p: "google" | "discord") {
  return p === "google" ? "Google" : "Discord";
}

export type AuthService = ReturnType<typeof createAuthService>;
