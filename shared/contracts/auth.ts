/** Request and response contracts of the account API (docs/spec-notes.md). */
import { z } from "zod";

export const loginSchema = z.object({
  emailOrUsername: z.string().trim().min(1, "Email or username is required").max(320),
  password: z.string().min(1, "Password is required").max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

const optionalUsername = z
  .string()
  .trim()
  .max(64, "Username must be at most 64 characters")
  .regex(/^[A-Za-z0-9_.-]*$/, "Username may only contain letters, numbers, dots, dashes and underscores")
  .refine((v) => v === "" || v.length >= 3, "Username must be at least 3 characters")
  .optional()
  .transform((v) => (v ? v : undefined));

const emailField = z.string().trim().max(320).pipe(z.email("Please enter a valid email address"));
/** The sign-up password rule, shared by password reset. */
const newPassword = z.string().min(6, "Password must be at least 6 characters").max(200);
const passwordsMatch = { message: "Passwords don't match", path: ["confirmPassword"] };

export const signupSchema = z
  .object({
    email: emailField,
    username: optionalUsername,
    firstName: z.string().trim().min(1, "First name is required").max(100),
    lastName: z.string().trim().min(1, "Last name is required").max(100),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type SignupInput = z.infer<typeof signupSchema>;

/** Account links carry a base64url token of 32 random bytes (43 characters). */
export const accountTokenSchema = z
  .string()
  .trim()
  .min(1, "The link is missing its token.")
  .max(128, "This link is not valid.")
  .regex(/^[A-Za-z0-9_-]+$/, "This link is not valid.");

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ token: accountTokenSchema, password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Why a verification link sent the visitor back (`/?verifyError=...`); the client shows a fixed text each. */
export const VERIFY_ERRORS = ["invalid", "expired", "used"] as const;
export type VerifyError = (typeof VERIFY_ERRORS)[number];

export const planSchema = z.enum(["free", "pro"]);
export type Plan = z.infer<typeof planSchema>;

export const updatePlanSchema = z.object({
  plan: planSchema,
  hasCompletedOnboarding: z.literal("true").optional(),
});
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

/** The current user as the API presents it: flags as the text 'true'/'false' (docs/product-rules.md#accounts). */
export const publicUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  selectedPlan: planSchema,
  proSubscriptionStartDate: z.string().nullable(),
  proSubscriptionEndDate: z.string().nullable(),
  hasCompletedOnboarding: z.enum(["true", "false"]),
  lastActiveAt: z.string().nullable(),
  loginCount: z.number(),
  totalIdeasGenerated: z.number(),
  totalLogosCreated: z.number(),
  /** XP from every source (hustle challenges, launch roadmap): the sum of the XP ledger. */
  totalXp: z.number(),
  isActive: z.enum(["true", "false"]),
  isAdmin: z.enum(["true", "false"]),
  discordUsername: z.string().nullable(),
  hasGoogle: z.boolean(),
  hasDiscord: z.boolean(),
  hasPassword: z.boolean(),
  /** True once the person proved they read mail at `email` (a verification link, a reset, or the provider). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `POST /api/auth/forgot-password` and `reset-password`: done, with the sentence to show. */
export const accountMessageResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
/** `POST /api/auth/resend-verification`: whether a link went out (false: the address is already verified). */
export const resendVerificationResponseSchema = accountMessageResponseSchema.extend({ sent: z.boolean() });

/** What the client may know about server configuration (whitelisted, docs/product-rules.md#embedded-defaults). */
export const publicConfigSchema = z.object({
  providers: z.object({ google: z.boolean(), discord: z.boolean() }),
  payments: z.object({ enabled: z.boolean(), publishableKey: z.string().nullable() }),
  ai: z.object({ engine: z.enum(["openai", "offline"]), model: z.string() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * Why a Google/Discord sign-in came back to the sign-in screen: the server redirects to
 * `/?authError=<code>&provider=<provider>` with one of these codes, and the screen shows only their texts,
 * never text taken from the address (docs/operations.md#security-behaviour). `{provider}` is replaced by the provider's
 * name.
 */
export const PROVIDER_ERROR_MESSAGES = {
  not_configured: "{provider} sign-in is not configured on this server.",
  failed: "{provider} sign-in did not complete. Please try again.",
  no_email: "Your {provider} account has no email address.",
  email_unverified:
    "An account with this email exists. Sign in with your password; {provider} did not confirm the email.",
  account_unverified:
    "An account with this email exists but its email is not verified yet. Sign in with your password, or use 'Forgot password?', then try {provider} again.",
  account_disabled: "This account is disabled.",
} as const;
export type ProviderErrorCode = keyof typeof PROVIDER_ERROR_MESSAGES;
export const isProviderErrorCode = (value: string | null): value is ProviderErrorCode =>
  value !== null && Object.prototype.hasOwnProperty.call(PROVIDER_ERROR_MESSAGES, value);
