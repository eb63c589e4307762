/**
 * The account settings (docs/guide/settings.md): profile, picture, email, password, sessions, providers and
 * two-factor sign-in. Every change that could lock the person out confirms who they are first (the password,
 * or a provider sign-in of the last ten minutes) and is announced by mail to the account's address.
 */
import { createHash } from "node:crypto";
import type { SessionData } from "express-session";
import QRCode from "qrcode";
import sharp from "sharp";
import type {
  EmailChangeInput,
  PasswordChangeInput,
  ProfileUpdateInput,
  SecurityStatus,
  SessionInfo,
} from "../../../shared/contracts/account";
import type { VerifyError } from "../../../shared/contracts/auth";
import type { User } from "../../../shared/schema";
import { AppError, ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "../../http/errors";
import type { Limiter } from "../../http/rate-limit";
import type { Logger } from "../../logger";
import type { Mailer, MailMessage } from "../../mail/mailer";
import { emailChangedMail, emailChangeMail, securityNoticeMail } from "../../mail/templates";
import { forgetUser, type UsersRepository } from "../../users/users.repository";
import { ALL_LINKS, type AccountRepository } from "./account.repository";
import type { CredentialsRepository } from "./credentials.repository";
import { hashPassword } from "./password";
import { recheckPassword } from "./recheck";
import { forgetCachedSessionsOf, freshProviderSignIn } from "./session";
import {
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  seal,
  totpStep,
  unseal,
} from "./two-factor";
import { browserOf, deviceOf, shortIp } from "./user-agent";

export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;
/** How long the old address can undo a confirmed email change. */
const EMAIL_UNDO_DAYS = 7;
const EMAIL_UNDO_TTL_MS = EMAIL_UNDO_DAYS * 24 * 60 * 60 * 1000;

const UNDO_ERRORS: Record<VerifyError, string> = {
  invalid:
    "This link is not valid. If your email was changed without you, use 'Forgot password?' at the new address or contact us.",
  expired: `This link has expired (it works for ${EMAIL_UNDO_DAYS} days after the change).`,
  used: "This link has already been used: the email change was undone.",
};

/** A refused undo link: 400 with a code per reason. */
class UndoLinkError extends AppError {
  constructor(reason: VerifyError) {
    super(400, `undo_link_${reason}`, UNDO_ERRORS[reason]);
  }
}
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_SIZE = 256;
export const TWO_FACTOR_NOT_CONFIGURED = "Two-factor sign-in is not configured on this server.";

type Provider = "google" | "discord";
const label = (p: Provider) => (p === "google" ? "Google" : "Discord");

/** A 400 whose message stands beside its field (the error shape of docs/product-rules.md#api-contract). */
const fieldError = (field: string, message: string) => new ValidationError(message, [{ path: field, message }]);

/** The id the API shows for a session: never the session id itself, which is the cookie's secret. */
export const publicSessionId = (sid: string) => createHash("sha256").update(sid).digest("hex").slice(0, 32);

type Sess = SessionData & { passport?: { user?: unknown } };

export function createSettingsService(deps: {
  users: UsersRepository;
  tokens: AccountRepository;
  credentials: CredentialsRepository;
  mail: Mailer;
  logger: Logger;
  appUrl: string;
  adminEmails: string[];
  /** The failed-password allowance per account, shared with sign-in (docs/decisions/602). */
  accountLimit: Limiter;
  /** Seals two-factor secrets; null: two-factor is not configured (production without TOTP_ENCRYPTION_KEY). */
  totpKey: Buffer | null;
  now: () => number;
}) {
  const { users, tokens, credentials, mail, logger, accountLimit } = deps;
  const settingsLink = `${deps.appUrl}/settings`;

  /** Mail after the change committed; a mail that fails is logged, never undoes the change. */
  const notify = (message: MailMessage) =>
    mail.send(message).catch((err: Error) => logger.error({ err: err.message }, "account notice mail failed"));
  const notice = (user: User, subject: string, what: string) =>
    notify(securityNoticeMail(user.email, user.firstName, subject, what, settingsLink));

  const freshProvider = (session: Sess) => freshProviderSignIn(session.providerAt, deps.now());

  /**
   * The password typed again, counted against the account's failed-password allowance (recheck.ts: a wrong one
   * keeps its point, like a failed sign-in); an account without a password needs a provider sign-in of the last ten
   * minutes.
   */
  async function confirmIdentity(user: User, session: Sess, currentPassword: string | undefined): Promise<void> {
    if (!user.password) {
      if (freshProvider(session)) return;
      throw new AppError(
        403,
        "reauthentication_required",
        "Sign in again with Google or Discord (within the last 10 minutes) to make this change.",
      );
    }
    if (!currentPassword) throw fieldError("currentPassword", "Enter your current password");
    if (!(await recheckPassword(accountLimit, user, currentPassword)))
      throw fieldError("currentPassword", "Your current password is not right");
  }

  const fresh = async (id: number) => {
    const user = await users.findById(id);
    if (!user) throw new AppError(401, "authentication_required", "Authentication required");
    return user;
  };

  const twoFactorKey = () => {
    if (!deps.totpKey) throw new ServiceUnavailableError(TWO_FACTOR_NOT_CONFIGURED);
    return deps.totpKey;
  };

  /** Accepts a code of the current, previous or next step once: the step is recorded in the same statement. */
  async function acceptTotp(user: User, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const secret = unseal(twoFactorKey(), user.totpSecret);
    if (!secret) throw new ServiceUnavailableError(TWO_FACTOR_NOT_CONFIGURED);
    const step = totpStep(secret, code, deps.now());
    if (step === null) return false;
    const recorded = await credentials.recordTotpStep(user.id, step);
    forgetUser(user.id);
    return recorded;
  }

  const acceptRecoveryCode = (userId: number, code: string) =>
    credentials.useRecoveryCode(userId, hashRecoveryCode(code), new Date(deps.now()));

  /** A code from the app, or (when `recovery`) a recovery code; counted like a password. */
  async function checkSecondFactor(user: User, code: string, field = "code"): Promise<void> {
    const key = `user:${user.id}`;
    await accountLimit.reserve(key);
    const ok = looksLikeRecoveryCode(code) ? await acceptRecoveryCode(user.id, code) : await acceptTotp(user, code);
    if (!ok) throw fieldError(field, "That code is not right, or it was already used. Try the next code.");
    await accountLimit.release(key);
  }

  async function endSessions(userId: number, keepSid: string): Promise<number> {
    const ended = await credentials.endSessionsExcept(userId, keepSid);
    forgetCachedSessionsOf(userId);
    return ended;
  }

  return {
    confirmIdentity,
    checkSecondFactor,

    async updateProfile(user: User, input: ProfileUpdateInput): Promise<User> {
      const username = input.username === undefined ? undefined : input.username || null;
      if (username && username.toLowerCase() !== (user.username ?? "").toLowerCase()) {
        const taken = await users.findByUsername(username);
        if (taken && taken.id !== user.id) throw fieldError("username", "This username is already taken.");
      }
      try {
        const updated = await users.update(user.id, {
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(username !== undefined ? { username } : {}),
        });
        return updated ?? user;
      } catch (err) {
        const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
        if (code === "23505") throw fieldError("username", "This username is already taken.");
        throw err;
      }
    },

    /** Checks the file by its content, resizes it to 256 px WebP and keeps it; answers the updated user. */
    async setPicture(user: User, file: Buffer): Promise<User> {
      const bad = fieldError("picture", "Upload a JPEG, PNG or WebP image.");
      let image: Buffer;
      try {
        const input = sharp(file, { limitInputPixels: 40_000_000, failOn: "error" });
        const meta = await input.metadata();
        if (!["jpeg", "png", "webp"].includes(meta.format ?? "")) throw bad;
        image = await input
          .rotate()
          .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: "cover" })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        // Not an image sharp can read, or not one of the three formats: the same answer either way.
        throw bad;
      }
      const at = new Date(deps.now());
      await credentials.savePicture(user.id, image, "image/webp", at);
      const updated = await users.update(user.id, {
        profileImageUrl: `/api/account/profile/picture?v=${at.getTime()}`,
      });
      return updated ?? user;
    },

    async removePicture(user: User): Promise<User> {
      await credentials.deletePicture(user.id);
      return (await users.update(user.id, { profileImageUrl: null })) ?? user;
    },

    picture: (userId: number) => credentials.findPicture(userId),

    /** Sends the link to the new address and a notice to the old one; nothing changes until the link is used. */
    async requestEmailChange(user: User, session: Sess, input: EmailChangeInput): Promise<void> {
      if (input.email.toLowerCase() === user.email.toLowerCase())
        throw fieldError("email", "This is already your email address.");
      await confirmIdentity(user, session, input.currentPassword);
      const taken = await users.findByEmail(input.email);
      if (taken) throw fieldError("email", "An account with this email already exists.");
      const token = await tokens.issue(user.id, "change_email", input.email, EMAIL_CHANGE_TTL_MS);
      await mail.send(
        emailChangeMail(input.email, user.firstName, `${deps.appUrl}/api/account/email/confirm?token=${token}`),
      );
      void notice(
        user,
        "Your HustleForge email is about to change",
        `Someone signed in to your account asked to change its email to ${input.email}. It changes only when the link sent to that address is followed.`,
      );
    },

    /** Uses the link: the address becomes the account's, proven (and admin when ADMIN_EMAILS lists it). */
    async confirmEmailChange(token: string): Promise<{ ok: true } | { ok: false; reason: VerifyError | "taken" }> {
      const outcome = await tokens.transaction(async (tx) => {
        const row = await tokens.consume(tx, "change_email", token);
        if (!row) return { refused: true } as const;
        const user = await tokens.userById(tx, row.userId);
        if (!user) return { refused: true } as const;
        const holder = await tokens.emailHolderId(tx, row.email);
        if (holder !== undefined && holder !== user.id) return { taken: true } as const;
        await tokens.updateUser(tx, user.id, {
          email: row.email,
          emailVerifiedAt: new Date(),
          ...(deps.adminEmails.includes(row.email.toLowerCase()) ? { isAdmin: true } : {}),
          updatedAt: new Date(),
        });
        // Links mailed for the old address (or another change) end; the old address gets its way back instead.
        await tokens.revokeLinks(tx, user.id);
        const undo = await tokens.issue(user.id, "undo_email", user.email, EMAIL_UNDO_TTL_MS, tx);
        return { user, email: row.email, undo } as const;
      });
      if ("taken" in outcome) return { ok: false, reason: "taken" };
      if ("refused" in outcome) {
        const row = await tokens.find("change_email", token);
        return { ok: false, reason: !row ? "invalid" : row.usedAt ? "used" : "expired" };
      }
      forgetUser(outcome.user.id);
      void notify(
        emailChangedMail(
          outcome.user.email,
          outcome.user.firstName,
          outcome.email,
          `${deps.appUrl}/undo-email-change?token=${outcome.undo}`,
          EMAIL_UNDO_DAYS,
        ),
      );
      return { ok: true };
    },

    /**
     * The old address's undo link (docs/guide/accounts.md#when-your-email-changes): puts the address back (proven:
     * its mailbox was just read), sets the new password typed with it, turns off a two-factor sign-in turned on
     * after the change, revokes every link of the account (other undo links too) and deletes every session, in one
     * transaction.
     */
    async undoEmailChange(input: { token: string; password: string }): Promise<{ email: string }> {
      const found = await tokens.find("undo_email", input.token);
      if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now())
        throw new UndoLinkError(found ? (found.usedAt ? "used" : "expired") : "invalid");
      const hash = await hashPassword(input.password); // slow: done before the transaction opens
      const outcome = await tokens.transaction(async (tx) => {
        const row = await tokens.consume(tx, "undo_email", input.token);
        if (!row) return { refused: true } as const;
        const user = await tokens.userById(tx, row.userId);
        if (!user) return { refused: true } as const;
        const holder = await tokens.emailHolderId(tx, row.email);
        if (holder !== undefined && holder !== user.id) return { taken: true } as const;
        await tokens.updateUser(tx, user.id, {
          email: row.email,
          emailVerifiedAt: new Date(),
          password: hash,
          ...(deps.adminEmails.includes(row.email.toLowerCase()) ? { isAdmin: true } : {}),
          updatedAt: new Date(),
        });
        // A second factor turned on after the change was the intruder's: it goes, with its recovery codes.
        if (user.totpEnabledAt != null && user.totpEnabledAt > row.createdAt)
          await credentials.disableTwoFactor(user.id, tx);
        await tokens.revokeLinks(tx, user.id, ALL_LINKS);
        await tokens.deleteSessions(tx, user.id);
        return { user, email: row.email } as const;
      });
      if ("taken" in outcome)
        throw new ConflictError("Another account uses that address now, so it cannot be put back. Please contact us.");
      if ("refused" in outcome) {
        const row = await tokens.find("undo_email", input.token);
        throw new UndoLinkError(!row ? "invalid" : row.usedAt ? "used" : "expired");
      }
      forgetUser(outcome.user.id);
      forgetCachedSessionsOf(outcome.user.id);
      void notice(
        { ...outcome.user, email: outcome.email },
        "Your HustleForge email is back",
        `The email change was undone: your account signs in with ${outcome.email} and the new password again. Every session was signed out.`,
      );
      return { email: outcome.email };
    },

    /**
     * Sets the password, revokes the account's mailed links, signs out every other session of the account (every
     * process), and mails a notice.
     */
    async changePassword(user: User, session: Sess, sid: string, input: PasswordChangeInput): Promise<number> {
      await confirmIdentity(user, session, input.currentPassword);
      const hash = await hashPassword(input.newPassword);
      // The password and the end of every reset, verification and email-change link, together (decision 613).
      await tokens.transaction(async (tx) => {
        await tokens.updateUser(tx, user.id, { password: hash, updatedAt: new Date() });
        await tokens.revokeLinks(tx, user.id);
      });
      forgetUser(user.id);
      const ended = await endSessions(user.id, sid);
      void notice(
        user,
        user.password ? "Your HustleForge password was changed" : "A password was added to your HustleForge account",
        user.password
          ? "The password of your HustleForge account was just changed, and every other session was signed out."
          : "Your HustleForge account now has a password: you can sign in with your email and it.",
      );
      return ended;
    },

    async listSessions(userId: number, currentSid: string): Promise<SessionInfo[]> {
      const rows = await credentials.sessionsOf(userId);
      const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);
      return rows
        .map(({ sid, sess }) => {
          const s = sess as Sess;
          return {
            id: publicSessionId(sid),
            device: deviceOf(s.agent),
            browser: browserOf(s.agent),
            ip: shortIp(s.ip),
            signedInAt: iso(s.createdAt),
            lastActiveAt: iso(s.seenAt ?? s.createdAt),
            current: sid === currentSid,
          };
        })
        .sort(
          (a, b) => Number(b.current) - Number(a.current) || (b.lastActiveAt ?? "").localeCompare(a.lastActiveAt ?? ""),
        );
    },

    /** Ends one session of the user; another user's (or an unknown) id is a 404. */
    async endSession(userId: number, id: string, currentSid: string): Promise<{ current: boolean }> {
      const match = (await credentials.sessionsOf(userId)).find((r) => publicSessionId(r.sid) === id);
      if (!match) throw new NotFoundError("Session not found");
      await credentials.deleteSession(match.sid);
      forgetCachedSessionsOf(userId);
      return { current: match.sid === currentSid };
    },

    /** 'Sign out everywhere' (else): every other session ends, and every link mailed for the account (decision 613). */
    async endOtherSessions(userId: number, keepSid: string): Promise<number> {
      const ended = await endSessions(userId, keepSid);
      await tokens.transaction((tx) => tokens.revokeLinks(tx, userId));
      return ended;
    },

    /** Unlinks a provider unless it is the last way in. */
    async unlinkProvider(user: User, session: Sess, provider: Provider, currentPassword?: string): Promise<User> {
      const linked = provider === "google" ? user.googleId : user.discordId;
      if (!linked) throw new NotFoundError(`${label(provider)} is not linked to your account.`);
      const others = [user.password, provider === "google" ? user.discordId : user.googleId].filter(Boolean).length;
      if (others === 0)
        throw new ConflictError(
          `${label(provider)} is your only way to sign in. Set a password or link another provider first.`,
        );
      await confirmIdentity(user, session, currentPassword);
      const updated = await users.update(
        user.id,
        provider === "google"
          ? { googleId: null }
          : { discordId: null, discordUsername: null, discordConnectedAt: null },
      );
      void notice(
        user,
        `${label(provider)} was unlinked from your HustleForge account`,
        `${label(provider)} sign-in no longer opens your HustleForge account.`,
      );
      return updated ?? user;
    },

    /** Links a provider account to the signed-in user (the provider's callback, after a link request). */
    async linkProvider(userId: number, provider: Provider, providerId: string, username: string | null): Promise<void> {
      const holder = await users.findByProviderId(provider, providerId);
      if (holder && holder.id !== userId)
        throw new ConflictError(`That ${label(provider)} account already signs in to another HustleForge account.`);
      const user = await fresh(userId);
      await users.update(
        userId,
        provider === "google"
          ? { googleId: providerId }
          : { discordId: providerId, discordUsername: username, discordConnectedAt: new Date(deps.now()) },
      );
      void notice(
        user,
        `${label(provider)} was linked to your HustleForge account`,
        `${label(provider)} sign-in now opens your HustleForge account.`,
      );
    },

    async securityStatus(user: User, session: Sess): Promise<SecurityStatus> {
      const left = user.totpEnabledAt ? await credentials.recoveryCodesLeft(user.id) : 0;
      return {
        twoFactorEnabled: user.totpEnabledAt != null,
        twoFactorAvailable: deps.totpKey != null,
        recoveryCodesLeft: left,
        hasPassword: user.password != null,
        hasGoogle: user.googleId != null,
        hasDiscord: user.discordId != null,
        freshProvider: freshProvider(session),
      };
    },

    /** A new secret (not on until confirmed with a code), with its QR code. */
    async setupTwoFactor(
      user: User,
      session: Sess,
      currentPassword: string | undefined,
    ): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
      const key = twoFactorKey();
      if (user.totpEnabledAt) throw new ConflictError("Two-factor sign-in is already on. Turn it off first.");
      await confirmIdentity(user, session, currentPassword);
      const secret = newTotpSecret();
      await users.update(user.id, { totpSecret: seal(key, secret), totpLastStep: null });
      const url = otpauthUrl(secret, user.email);
      return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { margin: 1, width: 240 }) };
    },

    /** Turns two-factor on with a code of the new secret; answers ten recovery codes, shown this once. */
    async enableTwoFactor(userId: number, code: string): Promise<string[]> {
      twoFactorKey();
      const user = await fresh(userId);
      if (user.totpEnabledAt) throw new ConflictError("Two-factor sign-in is already on.");
      if (!user.totpSecret) throw fieldError("code", "Start the set-up first: scan the QR code, then enter a code.");
      if (!/^\d{6}$/.test(code)) throw fieldError("code", "Enter the 6-digit code from your authenticator app");
      await checkSecondFactor(user, code);
      const codes = newRecoveryCodes();
      await credentials.enableTwoFactor(userId, codes.map(hashRecoveryCode), new Date(deps.now()));
      forgetUser(userId);
      void notice(
        user,
        "Two-factor sign-in is on for your HustleForge account",
        "Signing in now asks for a code from your authenticator app after the password.",
      );
      return codes;
    },

    async disableTwoFactor(userId: number, code: string): Promise<void> {
      const user = await fresh(userId);
      if (!user.totpEnabledAt) throw new ConflictError("Two-factor sign-in is not on.");
      await checkSecondFactor(user, code);
      await credentials.disableTwoFactor(userId);
      forgetUser(userId);
      void notice(
        user,
        "Two-factor sign-in is off for your HustleForge account",
        "Signing in no longer asks for a code from an authenticator app.",
      );
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
