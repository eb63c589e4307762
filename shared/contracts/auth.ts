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
