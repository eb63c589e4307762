/** /api/auth/forgot-password, reset-password, resend-verification, verify-email (docs/decisions/610-account-mail-and-recovery.md). */
import type { Router } from "express";
import { accountTokenSchema } from "../../../shared/contracts/auth";
import { accountEndpoints as ep } from "../../../shared/contracts/endpoints/account";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import type { AccountService } from "./account.service";
import { SESSION_COOKIE } from "./session";

const FORGOT_PASSWORD_ANSWER =
  "If an account uses that email, we've sent it a link to reset the password. The link works once, for one hour.";

export function createAccountRouter(ctx: AppContext, account: AccountService): Router {
  const { env, limits, logger } = ctx;
  const routes = createRoutes(ctx.guards);

  routes.serve(
    ep.forgotPassword,
    async ({ body }) => {
      // Counted on the address typed (once it is a valid address), whether or not an account has it.
      await limits.forgotPasswordByAccount.consume(body.email.toLowerCase());
      // Not awaited: the answer and its timing are the same whether or not the address has an account.
      account
        .forgotPassword(body, env.APP_URL)
        .catch((err: Error) => logger.error({ err: err.message }, "password reset mail failed"));
      return { ok: true, message: FORGOT_PASSWORD_ANSWER };
    },
    { use: [limits.accountMailByIp] },
  );

  routes.serve(ep.resetPassword, async ({ body, req, res }) => {
    await account.resetPassword(body);
    // Every session of the account is gone, this one included: the browser signs in with the new password.
    req.session?.destroy(() => undefined);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    return { ok: true, message: "Your password has been reset. Sign in with your new password." };
  });

  const resend = { use: [limits.accountMailByIp, limits.resendVerificationByAccount] };
  routes.serve(
    ep.resendVerification,
    async ({ user }) => {
      const result = await account.resendVerification(user.id, env.APP_URL);
      return {
        ok: true,
        sent: result.sent,
        message: result.sent
          ? `We've sent a new verification link to ${result.email}.`
          : "Your email is already verified.",
      };
    },
    resend,
  );

  // The link in the mail: verifies, then goes into the app, which shows the outcome from a fixed list.
  routes.serve(ep.verifyEmail, async ({ req, res }) => {
    const parsed = accountTokenSchema.safeParse(req.query.token);
    if (!parsed.success) return res.redirect("/?verifyError=invalid");
    const result = await account.verifyEmail(parsed.data);
    res.redirect(result.ok ? "/?verified=1" : `/?verifyError=${result.reason}`);
  });

  return routes.router;
}
