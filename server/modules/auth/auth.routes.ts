/** /api/auth/*: thin handlers that validate, call the service and present. */
import { Router, type Request, type Response } from "express";
import type { PassportStatic } from "passport";
import { loginSchema, signupSchema, updatePlanSchema } from "../../../shared/contracts/auth";
import type { User } from "../../../shared/schema";
import type { Env } from "../../env";
import { AuthenticationError } from "../../http/errors";
import { currentUser, requireUser } from "../../http/guards";
import { ipKey, type RateLimiters } from "../../http/rate-limit";
import { input, validate } from "../../http/validate";
import { presentUser } from "../users/users.presenter";
import type { AccountService } from "./account.service";
import { appOrigin } from "./account.routes";
import { ProviderSignInError, type AuthService } from "./auth.service";
import type { ProviderErrorCode } from "../../../shared/contracts/auth";
import { SESSION_COOKIE } from "./session";

/** Logs the user in on a fresh session id (passport regenerates it) and stamps the session's clock. */
function establishSession(req: Request, user: User): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login(user, (err) => {
      if (err) return reject(err);
      req.session.createdAt = Date.now();
      req.session.seenAt = Date.now();
      resolve();
    }),
  );
}

export function createAuthRouter(deps: {
  env: Env;
  auth: AuthService;
  account: AccountService;
  passport: PassportStatic;
  limits: RateLimiters;
  /** The user's total XP (the XP ledger's sum), carried as `totalXp`. */
  totalXp: (userId: number) => Promise<number>;
}) {
  const { auth, account, passport, limits, env, totalXp } = deps;
  const router = Router();

  router.get("/auth/user", (req, res, next) => {
    if (!req.user) throw new AuthenticationError("Not signed in");
    const user = req.user as User;
    totalXp(user.id).then((xp) => res.json(presentUser(user, xp)), next);
  });

  router.post("/auth/signup", limits.signupByIp.perRequest(ipKey), validate({ body: signupSchema }), async (req, res) => {
    const { body } = input(res, { body: signupSchema });
    const user = await auth.signup(body);
    await establishSession(req, user);
    // The account is committed; the mail is not awaited, so a slow or broken SMTP never fails a sign-up.
    account
      .sendVerification(user, appOrigin(env, req))
      .catch((err: Error) => req.log?.error({ err: err.message }, "verification mail failed"));
    res.status(201).json(presentUser(user));
  });

  // The sign-in limits live in auth.login: they count failed password checks only, keyed on the account.
  router.post("/auth/login", validate({ body: loginSchema }), async (req, res) => {
    const { body } = input(res, { body: loginSchema });
    const user = await auth.login(body, ipKey(req));
    await establishSession(req, user);
    res.json(presentUser(user, await totalXp(user.id)));
  });

  router.post("/auth/logout", (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      req.session.destroy((destroyErr) => {
        if (destroyErr) return next(destroyErr);
        res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
        res.json({ ok: true });
      });
    });
  });

  router.post("/auth/update-plan", requireUser, validate({ body: updatePlanSchema }), async (req, res) => {
    const { body } = input(res, { body: updatePlanSchema });
    const user = await auth.updatePlan(currentUser(req), body);
    req.user = user;
    res.json(presentUser(user, await totalXp(user.id)));
  });

  // After a checkout 401 the client navigates here (platform spec section 8): back to the sign-in screen.
  router.get("/login", (_req, res) => res.redirect("/"));

  for (const provider of ["google", "discord"] as const) {
    const configured =
      provider === "google"
        ? Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
        : Boolean(env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET);
    const start = provider === "google" ? "/auth/google" : "/auth/discord/login";
    const back = (res: Response, reason: ProviderErrorCode) => res.redirect(`/?authError=${encodeURIComponent(reason)}&provider=${provider}`);
    router.get(start, (req, res, next) => {
      if (!configured) return back(res, "not_configured");
      passport.authenticate(provider, { session: false })(req, res, next);
    });
    router.get(`/auth/${provider}/callback`, (req, res, next) => {
      if (!configured) return back(res, "not_configured");
      passport.authenticate(provider, { session: false }, (err: unknown, user: User | false) => {
        if (err || !user) {
          req.log?.warn({ provider, err: (err as Error | undefined)?.message }, "provider sign-in failed");
          return back(res, err instanceof ProviderSignInError ? err.reason : "failed");
        }
        establishSession(req, user).then(() => res.redirect("/"), next);
      })(req, res, next);
    });
  }
  return router;
}
