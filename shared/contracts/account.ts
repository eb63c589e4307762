/** Request and response contracts of the account settings API (docs/guide/settings.md). */
import { z } from "zod";
import { publicUserSchema } from "./auth";

const name = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

/** The sign-up username rule: 3-64 letters, numbers, dots, dashes, underscores; empty removes it. */
const username = z
  .string()
  .trim()
  .max(64, "Username must be at most 64 characters")
  .regex(/^[A-Za-z0-9_.-]*$/, "Username may only contain letters, numbers, dots, dashes and underscores")
  .refine((v) => v === "" || v.length >= 3, "Username must be at least 3 characters");

export const profileUpdateSchema = z
  .strictObject({ firstName: name("First name"), lastName: name("Last name"), username })
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** The password typed again before a change that could lock the person out (absent for a provider-only account). */
const currentPassword = z.string().max(200).optional();
const newPassword = z.string().min(6, "Password must be at least 6 characters").max(200);

export const emailChangeSchema = z.strictObject({
  email: z.string().trim().max(320).pipe(z.email("Please enter a valid email address")),
  currentPassword,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;

export const passwordChangeSchema = z
  .strictObject({ currentPassword, newPassword, confirmPassword: z.string().max(200) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const providerParamsSchema = z.object({
  provider: z.enum(["google", "discord"], "Unknown sign-in provider"),
});
/** The password again (or a fresh provider sign-in): unlinking a provider, setting up two-factor sign-in. */
export const confirmIdentitySchema = z.strictObject({ currentPassword });

/** A six-digit code from the authenticator app, or (signing in, disabling) a recovery code. */
const code = z
  .string()
  .trim()
  .min(1, "Enter the code from your authenticator app")
  .max(20, "That code is not valid")
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, "Enter the 6-digit code from your authenticator app");
export const twoFactorCodeSchema = z.strictObject({ code });

export const sessionParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, "Not found"),
});

export const profileResponseSchema = z.object({ user: publicUserSchema });
export const settingsMessageSchema = z.object({ ok: z.boolean(), message: z.string() });

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  ip: z.string().nullable(),
  signedInAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionsEndedSchema = z.object({ ok: z.boolean(), ended: z.number() });

export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export const recoveryCodesResponseSchema = z.object({ ok: z.boolean(), recoveryCodes: z.array(z.string()) });

/** `POST /api/auth/login` for an account with two-factor sign-in: the code comes next (`POST /api/auth/2fa`). */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginResponseSchema = z.union([publicUserSchema, twoFactorChallengeSchema]);

export const securityStatusSchema = z.object({
  twoFactorEnabled: z.boolean(),
  twoFactorAvailable: z.boolean(),
  recoveryCodesLeft: z.number(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  hasDiscord: z.boolean(),
  /** A provider sign-in within the last ten minutes: enough to confirm a change without a password. */
  freshProvider: z.boolean(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;
