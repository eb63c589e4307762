/**
 * The account endpoints: mail and recovery (/api/auth/forgot-password, reset-password, resend-verification,
 * verify-email, docs/decisions/610-account-mail-and-recovery.md) and the account settings (/api/account/*,
 * docs/guide/settings.md).
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  confirmIdentitySchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileResponseSchema,
  profileUpdateSchema,
  providerParamsSchema,
  recoveryCodesResponseSchema,
  securityStatusSchema,
  sessionParamsSchema,
  sessionsEndedSchema,
  sessionsResponseSchema,
  settingsMessageSchema,
  twoFactorCodeSchema,
  twoFactorSetupResponseSchema,
} from "../account";
import {
  accountMessageResponseSchema,
  forgotPasswordSchema,
  resendVerificationResponseSchema,
  resetPasswordSchema,
} from "../auth";

const signedIn = "signed-in";

export const accountEndpoints = {
  // ---- Mail and recovery (server/modules/auth/account.routes.ts) ----
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    access: "public",
    body: forgotPasswordSchema,
    response: accountMessageResponseSchema,
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    access: "public",
    body: resetPasswordSchema,
    response: accountMessageResponseSchema,
  }),
  resendVerification: endpoint({
    method: "POST",
    path: "/api/auth/resend-verification",
    access: signedIn,
    response: resendVerificationResponseSchema,
  }),
  /** The link in the mail (its `token` is read by the route): verifies, then redirects into the app. */
  verifyEmail: endpoint({
    method: "GET",
    path: "/api/auth/verify-email",
    access: "public",
    response: answers.redirect,
  }),

  // ---- Settings (server/modules/auth/settings.routes.ts) ----
  profile: endpoint({ method: "GET", path: "/api/account/profile", access: signedIn, response: profileResponseSchema }),
  updateProfile: endpoint({
    method: "PATCH",
    path: "/api/account/profile",
    access: signedIn,
    body: profileUpdateSchema,
    response: profileResponseSchema,
  }),
  /** A multipart form with the file `picture`. */
  uploadPicture: endpoint({
    method: "POST",
    path: "/api/account/profile/picture",
    access: signedIn,
    upload: true,
    response: profileResponseSchema,
  }),
  removePicture: endpoint({
    method: "DELETE",
    path: "/api/account/profile/picture",
    access: signedIn,
    response: profileResponseSchema,
  }),
  /** The picture itself, only to its owner (404 when there is none). */
  picture: endpoint({ method: "GET", path: "/api/account/profile/picture", access: signedIn, response: answers.file }),
  security: endpoint({
    method: "GET",
    path: "/api/account/security",
    access: signedIn,
    response: securityStatusSchema,
  }),
  changeEmail: endpoint({
    method: "POST",
    path: "/api/account/email",
    access: signedIn,
    body: emailChangeSchema,
    response: settingsMessageSchema,
  }),
  /** The link in the mail (its `token` is read by the route): changes the address, then redirects to the settings. */
  confirmEmail: endpoint({
    method: "GET",
    path: "/api/account/email/confirm",
    access: "public",
    response: answers.redirect,
  }),
  /** The undo page's form: the old address back, with a new password. */
  undoEmailChange: endpoint({
    method: "POST",
    path: "/api/account/email/undo",
    access: "public",
    body: resetPasswordSchema,
    response: accountMessageResponseSchema,
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/account/password",
    access: signedIn,
    body: passwordChangeSchema,
    response: settingsMessageSchema,
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/account/sessions",
    access: signedIn,
    response: sessionsResponseSchema,
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/api/account/sessions/:id",
    access: signedIn,
    params: sessionParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  endOtherSessions: endpoint({
    method: "DELETE",
    path: "/api/account/sessions",
    access: signedIn,
    response: sessionsEndedSchema,
  }),
  unlinkProvider: endpoint({
    method: "POST",
    path: "/api/account/providers/:provider/unlink",
    access: signedIn,
    params: providerParamsSchema,
    body: confirmIdentitySchema,
    response: profileResponseSchema,
  }),
  /** Starts linking: redirects to the provider's sign-in, whose callback links instead of signing in. */
  linkProvider: endpoint({
    method: "GET",
    path: "/api/account/providers/:provider/link",
    access: signedIn,
    params: providerParamsSchema,
    response: answers.redirect,
  }),
  setupTwoFactor: endpoint({
    method: "POST",
    path: "/api/account/2fa/setup",
    access: signedIn,
    body: confirmIdentitySchema,
    response: twoFactorSetupResponseSchema,
  }),
  enableTwoFactor: endpoint({
    method: "POST",
    path: "/api/account/2fa/enable",
    access: signedIn,
    body: twoFactorCodeSchema,
    response: recoveryCodesResponseSchema,
  }),
  disableTwoFactor: endpoint({
    method: "POST",
    path: "/api/account/2fa/disable",
    access: signedIn,
    body: twoFactorCodeSchema,
    response: settingsMessageSchema,
  }),
};
