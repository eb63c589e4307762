/** /api/auth/forgot-password, reset-password, resend-verification, verify-email (issue 8 item 9). */
import { Router, type Request } from "express";
import { accountTokenSchema, forgotPasswordSchema, resetPasswordSchema } from "../../../shared/contracts/auth";
import type { Env } from "../../env";
import { currentUser, requireUser } from "../../http/guards";
import type { RateLimiters } from "../../http/rate-limit";
import { input, validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { AccountService } from "./account.service";
import { SESSION_COOKIE } from "./session";

export const FORGOT_PASSWORD_ANSWER =
  "If an account uses that email, we've sent it a link to reset the password. The link works once, for one hour.";

/** Where links in mails point: APP_URL when set, else the address this request came to. */
export function appOrigin(env: Env, req: Request): string {
  return env.APP_URL?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host")}`;
}

export function createAccountRouter(deps: { env: Env; account: AccountService; limits: RateLimiters; logger: Logger }) {
  const { env, account, limits, logger } = deps;
  const router = Router();

  router.post(
    "/auth/forgot-password",
    limits.accountMailByIp,
    validate({ body: forgotPasswordSchema }),
    limits.forgotPasswordByAccount,
    (req, res) => {
      const { body } = input(res, { body: forgotPasswordSchema });
      // Not awaited: the answer and its timing are the same whether or not the address has an account.
      account.forgotPassword(body, appOrigin(env, req)).catch((err: Error) => logger.error({ err: err.message }, "password reset mail failed"));
      res.json({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    },
  );

  router.post("/auth/reset-password", validate({ body: resetPasswordSchema }), async (req, res) => {
    const { body } = input(res, { body: resetPasswordSchema });
    await account.resetPassword(body);
    // Every session of the account is gone, this one included: the browser signs in with the new password.
    req.session?.destroy(() => undefined);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    res.json({ ok: true, message: "Your password has been reset. Sign in with your new password." });
  });

  router.post("/auth/resend-verification", requireUser, limits.accountMailByIp, limits.resendVerificationByAccount, async (req, res) => {
    const result = await account.resendVerification(currentUser(req).id, appOrigin(env, req));
    res.json({
      ok: true,
      sent: result.sent,
      message: result.sent ? `We've sent a new verification link to ${result.email}.` : "Your email is already verified.",
    });
  });

  // The link in the mail: verifies, then goes into the app, which shows the outcome from a fixed list.
  router.get("/auth/verify-email", async (req, res) => {
    const parsed = accountTokenSchema.safeParse(req.query.token);
    if (!parsed.success) return res.redirect("/?verifyError=invalid");
    const result = await account.verifyEmail(parsed.data);
    res.redirect(result.ok ? "/?verified=1" : `/?verifyError=${result.reason}`);
  });

  return router;
}
