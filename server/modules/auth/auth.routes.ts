/** /api/auth/*: sign-up, sign-in, sign-out, the current user, plan selection and the provider sign-ins. */
import type { Request, Response, Router } from "express";
import {
  loginSchema,
  publicUserSchema,
  signupSchema,
  updatePlanSchema,
  type ProviderErrorCode,
} from "../../../shared/contracts/auth";
import { okResponseSchema } from "../../../shared/contracts/common";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { AuthenticationError } from "../../http/errors";
import { ipKey } from "../../http/rate-limit";
import { answers, createRoutes } from "../../http/route";
import { presentUser } from "../../users/users.presenter";
import { createXpRepository } from "../../xp/xp.repository";
import type { AccountService } from "./account.service";
import { LockedAccountError, ProviderSignInError } from "./auth.service";
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

/** Ends the login and destroys the session row; the browser's cookie is cleared by the caller. */
function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logout((err) => {
      if (err) return reject(err);
      req.session.destroy((destroyErr) => (destroyErr ? reject(destroyErr) : resolve()));
    }),
  );
}

export function createAuthRouter(ctx: AppContext, account: AccountService): Router {
  const { env, limits } = ctx;
  const { service: auth, passport } = ctx.auth;
  const routes = createRoutes(ctx.guards);
  const xp = createXpRepository(ctx.db);
  /** The user with their XP total from the ledger. */
  const withXp = async (user: User) => presentUser(user, { totalXp: await xp.totalFor(user.id) });

  routes.get("/auth/user", { access: "signed-in", response: publicUserSchema }, async ({ user }) => {
    if (!user) throw new AuthenticationError("Not signed in");
    return withXp(user);
  });

  const signup = {
    access: "public",
    use: [limits.signupByIp.perRequest(ipKey)],
    body: signupSchema,
    status: 201,
    response: publicUserSchema,
  } as const;
  routes.post("/auth/signup", signup, async ({ body, req }) => {
    const user = await auth.signup(body);
    await establishSession(req, user);
    // The account is committed; the mail is not awaited, so a slow or broken SMTP never fails a sign-up.
    account
      .sendVerification(user, env.APP_URL)
      .catch((err: Error) => req.log?.error({ err: err.message }, "verification mail failed"));
    return presentUser(user);
  });

  // The sign-in limits live in auth.login: they count failed password checks only, keyed on the account.
  routes.post(
    "/auth/login",
    { access: "public", body: loginSchema, response: publicUserSchema },
    async ({ body, req }) => {
      const user = await auth.login(body, ipKey(req)).catch((err: unknown) => {
        if (err instanceof LockedAccountError) req.session.locked = { userId: err.userId, at: Date.now() };
        throw err;
      });
      await establishSession(req, user);
      return withXp(user);
    },
  );

  routes.post("/auth/logout", { access: "public", response: okResponseSchema }, async ({ req, res }) => {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    return { ok: true };
  });

  routes.post(
    "/auth/update-plan",
    { access: "signed-in", body: updatePlanSchema, response: publicUserSchema },
    async ({ user, body, req }) => {
      const updated = await auth.updatePlan(user, body);
      req.user = updated;
      return withXp(updated);
    },
  );

  // After a checkout 401 the client navigates here (docs/spec-notes.md#error-display): back to the sign-in screen.
  routes.get("/login", { access: "public", response: answers.redirect }, async ({ res }) => res.redirect("/"));

  for (const provider of ["google", "discord"] as const) {
    const configured =
      provider === "google"
        ? Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
        : Boolean(env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET);
    const start = provider === "google" ? "/auth/google" : "/auth/discord/login";
    const callback = `/auth/${provider}/callback`;
    const back = (res: Response, reason: ProviderErrorCode) =>
      res.redirect(`/?authError=${encodeURIComponent(reason)}&provider=${provider}`);

    if (!configured) {
      // No strategy is registered for an unconfigured provider: both ends send the person back with the reason.
      routes.get(start, { access: "public", response: answers.redirect }, async ({ res }) =>
        back(res, "not_configured"),
      );
      routes.get(callback, { access: "public", response: answers.redirect }, async ({ res }) =>
        back(res, "not_configured"),
      );
      continue;
    }

    // passport answers with the redirect to the provider; it never passes on, except on an error (to the error handler).
    routes.get(
      start,
      {
        access: "public",
        use: [passport.authenticate(provider, { session: false })],
        response: answers.redirect,
      },
      async ({ res }) => back(res, "failed"),
    );

    routes.get(callback, { access: "public", response: answers.redirect }, async ({ req, res }) => {
      const outcome = await new Promise<{ err: unknown; user: User | false } | undefined>((resolve, reject) => {
        res.once("close", () => resolve(undefined)); // passport answered itself (a redirect to the provider)
        passport.authenticate(provider, { session: false }, (err: unknown, user: User | false) =>
          resolve({ err, user }),
        )(req, res, reject);
      });
      if (!outcome) return;
      if (outcome.err || !outcome.user) {
        req.log?.warn({ provider, err: (outcome.err as Error | undefined)?.message }, "provider sign-in failed");
        return back(res, outcome.err instanceof ProviderSignInError ? outcome.err.reason : "failed");
      }
      if (!outcome.user.isActive) {
        // A locked account (docs/guide/your-data.md): no session, only the choice to cancel its deletion.
        req.session.locked = { userId: outcome.user.id, at: Date.now() };
        return res.redirect("/account-deletion");
      }
      await establishSession(req, outcome.user);
      req.session.providerSignInAt = Date.now();
      res.redirect("/");
    });
  }
  return routes.router;
}
