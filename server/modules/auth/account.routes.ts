/** /api/auth/forgot-password, reset-password, resend-verification, verify-email (docs/decisions/610-account-mail-and-recovery.md). */
import type { Router } from "express";
import {
  accountMessageResponseSchema,
  accountTokenSchema,
  forgotPasswordSchema,
  resendVerificationResponseSchema,
  resetPasswordSchema,
} from "../../../shared/contracts/auth";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import type { AccountService } from "./account.service";
import { SESSION_COOKIE } from "./session";

const FORGOT_PASSWORD_ANSWER =
  "If an account uses that email, we've sent it a link to reset the password. The link works once, for one hour.";

export function createAccountRouter(ctx: AppContext, account: AccountService): Router {
  const { env, limits, logger } = ctx;
  const routes = createRoutes(ctx.guards);

  routes.post(
    "/auth/forgot-password",
    {
      access: "public",
      use: [limits.accountMailByIp],
      body: forgotPasswordSchema,
      response: accountMessageResponseSchema,
    },
    async ({ body }) => {
      // Counted on the address typed (once it is a valid address), whether or not an account has it.
      await limits.forgotPasswordByAccount.consume(body.email.toLowerCase());
      // Not awaited: the answer and its timing are the same whether or not the address has an account.
      account
        .forgotPassword(body, env.APP_URL)
        .catch((err: Error) => logger.error({ err: err.message }, "password reset mail failed"));
      return { ok: true, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  routes.post(
    "/auth/reset-password",
    { access: "public", body: resetPasswordSchema, response: accountMessageResponseSchema },
    async ({ body, req, res }) => {
      await account.resetPassword(body);
      // Every session of the account is gone, this one included: the browser signs in with the new password.
      req.session?.destroy(() => undefined);
      res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
      return { ok: true, message: "Your password has been reset. Sign in with your new password." };
    },
  );

  const resend = {
    access: "signed-in",
    use: [limits.accountMailByIp, limits.resendVerificationByAccount],
    response: resendVerificationResponseSchema,
  } as const;
  routes.post("/auth/resend-verification", resend, async ({ user }) => {
    const result = await account.resendVerification(user.id, env.APP_URL);
    return {
      ok: true,
      sent: result.sent,
      message: result.sent
        ? `We've sent a new verification link to ${result.email}.`
        : "Your email is already verified.",
    };
  });

  // The link in the mail: verifies, then goes into the app, which shows the outcome from a fixed list.
  routes.get("/auth/verify-email", { access: "public", response: answers.redirect }, async ({ req, res }) => {
    const parsed = accountTokenSchema.safeParse(req.query.token);
    if (!parsed.success) return res.redirect("/?verifyError=invalid");
    const result = await account.verifyEmail(parsed.data);
    res.redirect(result.ok ? "/?verified=1" : `/?verifyError=${result.reason}`);
  });

  return routes.router;
}
