/**
 * The sign-in screen's provider error texts. Apart from auth.ts and free of Zod, so the sign-in screen reads them
 * without downloading the schemas (docs/decisions/1500-sign-in-screen-loads-only-itself.md).
 */

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
