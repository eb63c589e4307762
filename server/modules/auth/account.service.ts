/**
 * Accounts people can recover: email verification and password reset (docs/decisions/610).
 * Links are single-use, stored hashed; mail is sent only after the database work has committed.
 */
import type { ForgotPasswordInput, ResetPasswordInput, VerifyError } from "../../../shared/contracts/auth";
import type { User } from "../../../shared/schema";
import { AppError, ServiceUnavailableError } from "../../http/errors";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { resetMail, verificationMail } from "../../mail/templates";
import { forgetUser, type UsersRepository } from "../../users/users.repository";
import type { AccountRepository } from "./account.repository";
import { hashPassword } from "./password";
import { forgetCachedSessionsOf } from "./session";

export const RESET_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

const RESET_ERRORS: Record<VerifyError, string> = {
  invalid: "This password reset link is not valid. Ask for a new one from the sign-in screen.",
  expired: "This password reset link has expired (links work for one hour). Ask for a new one from the sign-in screen.",
  used: "This password reset link has already been used. Ask for a new one from the sign-in screen if you need to.",
};

/** A refused account link: 400 with a code per reason. */
export class AccountLinkError extends AppError {
  constructor(readonly reason: VerifyError) {
    super(400, `reset_link_${reason}`, RESET_ERRORS[reason]);
  }
}

export function createAccountService(deps: {
  users: UsersRepository;
  tokens: AccountRepository;
  mail: Mailer;
  adminEmails: string[];
  logger: Logger;
}) {
  const { users, tokens, mail, adminEmails, logger } = deps;
  const isAdminEmail = (email: string) => adminEmails.includes(email.trim().toLowerCase());
  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  /** Why a link cannot be used (it was not consumed). */
  async function whyRefused(kind: "verify_email" | "reset_password", token: string): Promise<VerifyError> {
    const row = await tokens.find(kind, token);
    if (!row) return "invalid";
    if (row.usedAt) return "used";
    return "expired";
  }

  /**
   * The proven address: verified now (if not yet), and admin when ADMIN_EMAILS lists it
   * (docs/product-rules.md#accounts; docs/decisions/611).
   */
  const proven = (user: User) => ({
    emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    ...(isAdminEmail(user.email) ? { isAdmin: true } : {}),
    updatedAt: new Date(),
  });

  return {
    /** Sends a verification link to the account's current email. */
    async sendVerification(user: User, origin: string): Promise<void> {
      const token = await tokens.issue(user.id, "verify_email", user.email, VERIFY_TTL_MS);
      await mail.send(verificationMail(user.email, user.firstName, `${origin}/api/auth/verify-email?token=${token}`));
    },

    /** Resends the link (read fresh: the session's copy of the user may be a few seconds old). */
    async resendVerification(userId: number, origin: string): Promise<{ sent: boolean; email: string }> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(401, "authentication_required", "Authentication required");
      if (user.emailVerifiedAt) return { sent: false, email: user.email };
      try {
        await this.sendVerification(user, origin);
      } catch (err) {
        logger.error({ err: (err as Error).message }, "verification mail failed");
        throw new ServiceUnavailableError("We couldn't send the email right now. Please try again in a few minutes.");
      }
      return { sent: true, email: user.email };
    },

    /**
     * Sends a reset link when the address belongs to an account that can be recovered. The caller does not
     * wait for this, so the answer and its timing say nothing about the address.
     * Skipped: deactivated accounts, and provider accounts whose unverified email never became theirs to
     * recover (docs/decisions/611-admin-and-unverified-provider-emails.md).
     */
    async forgotPassword(input: ForgotPasswordInput, origin: string): Promise<void> {
      const user = await users.findByEmail(input.email);
      if (!user || !user.isActive) return;
      if (!user.password && !user.emailVerifiedAt) return;
      const token = await tokens.issue(user.id, "reset_password", user.email, RESET_TTL_MS);
      await mail.send(resetMail(user.email, user.firstName, `${origin}/reset-password?token=${token}`));
    },

    /**
     * Sets the new password, uses the link, revokes every other reset, verification and email-change link and
     * deletes every session of the account, in one transaction (docs/decisions/613-one-way-into-a-session.md). The
     * caller then signs in with the new password (decisions 610).
     */
    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const found = await tokens.find("reset_password", input.token);
      if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now())
        throw new AccountLinkError(found ? (found.usedAt ? "used" : "expired") : "invalid");
      const hash = await hashPassword(input.password); // slow: done before the transaction opens
      const userId = await tokens.transaction(async (tx) => {
        const row = await tokens.consume(tx, "reset_password", input.token);
        if (!row) return null;
        const user = await tokens.userById(tx, row.userId);
        if (!user) return null;
        // The link went to the account's address: using it proves the address, unless the email changed since.
        await tokens.updateUser(tx, user.id, {
          password: hash,
          ...(sameEmail(user.email, row.email) ? proven(user) : { updatedAt: new Date() }),
        });
        // Every other reset, verification and email-change link of the account ends with the old password.
        await tokens.revokeLinks(tx, user.id);
        await tokens.deleteSessions(tx, user.id);
        return user.id;
      });
      if (userId === null) throw new AccountLinkError(await whyRefused("reset_password", input.token));
      forgetUser(userId);
      forgetCachedSessionsOf(userId);
      logger.info({ userId }, "password reset; every session of the account ended");
    },

    /** Uses a verification link; answers why not when it cannot be used. */
    async verifyEmail(token: string): Promise<{ ok: true } | { ok: false; reason: VerifyError }> {
      const outcome = await tokens.transaction(async (tx) => {
        const row = await tokens.consume(tx, "verify_email", token);
        if (!row) return { refused: true } as const;
        const user = await tokens.userById(tx, row.userId);
        // A link sent to an address the account no longer has proves nothing about the current one.
        if (!user || !sameEmail(user.email, row.email)) return { stale: true } as const;
        await tokens.updateUser(tx, user.id, proven(user));
        return { userId: user.id } as const;
      });
      if ("refused" in outcome) return { ok: false, reason: await whyRefused("verify_email", token) };
      if ("stale" in outcome) return { ok: false, reason: "invalid" };
      forgetUser(outcome.userId);
      return { ok: true };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
