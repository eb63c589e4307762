/** /api/auth/*: sign-up, sign-in, sign-out, the current user, plan selection and the provider sign-ins. */
import type { Request, Response, Router } from "express";
import { loginResponseSchema, twoFactorCodeSchema } from "../../../shared/contracts/account";
import { loginSchema, publicUserSchema, signupSchema, updatePlanSchema } from "../../../shared/contracts/auth";
import type { ProviderErrorCode } from "../../../shared/contracts/auth-errors";
import { okResponseSchema } from "../../../shared/contracts/common";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { AuthenticationError, ValidationError } from "../../http/errors";
import { ipKey } from "../../http/rate-limit";
import { answers, createRoutes } from "../../http/route";
import { presentUser } from "../../users/users.presenter";
import type { AccountService } from "./account.service";
import { LockedAccountError, ProviderSignInError, type ProviderProfile } from "./auth.service";
import { SESSION_COOKIE } from "./session";
import type { SettingsService } from "./settings.service";

/**
 * Logs the user in on a fresh session id (passport regenerates it) and stamps the session's clock, browser and
 * address (the sessions list, docs/guide/settings.md); a provider sign-in also stamps when it happened, by the app's
 * clock (`providerAt`, docs/decisions/1204-one-fresh-provider-sign-in.md).
 */
function establishSession(req: Request, user: User, providerAt?: number): Promise<void> {
  return new Promise((resolve, reject) =>
    req.login(user, (err) => {
      if (err) return reject(err);
      req.session.createdAt = Date.now();
      req.session.seenAt = Date.now();
      req.session.agent = (req.get("user-agent") ?? "").slice(0, 300);
      req.session.ip = req.ip;
      if (providerAt !== undefined) req.session.providerAt = providerAt;
      resolve();
    }),
  );
}

/** A correct password (or provider) for an account with two-factor sign-in: a new session that waits for the code. */
function awaitSecondFactor(req: Request, user: User, via: "password" | "provider" = "password"): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.twoFactor = { userId: user.id, at: Date.now(), via };
      req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
    }),
  );
}

/** How long the code step waits after the password. */
const SECOND_STEP_MS = 10 * 60 * 1000;

/** Ends the login and destroys the session row; the browser's cookie is cleared by the caller. */
function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logout((err) => {
      if (err) return reject(err);
      req.session.destroy((destroyErr) => (destroyErr ? reject(destroyErr) : resolve()));
    }),
  );
}

export function createAuthRouter(ctx: AppContext, account: AccountService, settings: SettingsService): Router {
  const { env, limits } = ctx;
  const { service: auth, passport } = ctx.auth;
  const routes = createRoutes(ctx.guards);
  /** The app's clock (tests fix it), which the fresh-provider checks read too. */
  const now = () => (ctx.services.clock?.() ?? new Date()).getTime();
  routes.get("/auth/user", { access: "signed-in", response: publicUserSchema }, async ({ user }) => {
    if (!user) throw new AuthenticationError("Not signed in");
    return presentUser(user);
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
    { access: "public", body: loginSchema, response: loginResponseSchema },
    async ({ body, req }) => {
      const user = await auth.login(body, ipKey(req)).catch((err: unknown) => {
        if (err instanceof LockedAccountError) req.session.locked = { userId: err.userId, at: Date.now() };
        throw err;
      });
      if (user.totpEnabledAt) {
        await awaitSecondFactor(req, user);
        return { twoFactorRequired: true as const };
      }
      await establishSession(req, user);
      return presentUser(user);
    },
  );

  // The second step of sign-in: a code from the app (or a recovery code), counted like passwords.
  routes.post(
    "/auth/2fa",
    { access: "public", body: twoFactorCodeSchema, response: publicUserSchema },
    async ({ body, req }) => {
      const pending = req.session?.twoFactor;
      if (!pending || Date.now() - pending.at > SECOND_STEP_MS)
        throw new AuthenticationError("Your sign-in has expired. Enter your email and password again.");
      const user = await ctx.users.findById(pending.userId);
      if (!user || !user.isActive || !user.totpEnabledAt)
        throw new AuthenticationError("Your sign-in has expired. Enter your email and password again.");
      // Counted per address as a failed password is; only a wrong code keeps its point (docs/decisions/602).
      const ip = ipKey(req);
      await limits.loginByIp.reserve(ip);
      try {
        await settings.checkSecondFactor(user, body.code);
      } catch (err) {
        if (!(err instanceof ValidationError)) await limits.loginByIp.release(ip);
        throw err;
      }
      await limits.loginByIp.release(ip);
      await establishSession(req, user, pending.via === "provider" ? now() : undefined);
      return presentUser(user);
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
      return presentUser(updated);
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
      // A signed-in person who asked to link this provider (within ten minutes): link, do not sign in.
      const linking = req.session?.linking;
      const signedIn = req.user as User | undefined;
      const link =
        linking?.provider === provider && signedIn?.id === linking.userId && Date.now() - linking.at < 10 * 60 * 1000;
      if (linking) delete req.session.linking;
      const outcome = await new Promise<{ err: unknown; user: User | false } | undefined>((resolve, reject) => {
        res.once("close", () => resolve(undefined)); // passport answered itself (a redirect to the provider)
        passport.authenticate(
          link ? `${provider}-link` : provider,
          { session: false },
          (err: unknown, user: User | false) => resolve({ err, user }),
        )(req, res, reject);
      });
      if (!outcome) return;
      if (link && signedIn) {
        const profile = (outcome.user as unknown as { linkedProfile?: ProviderProfile } | false) || undefined;
        if (outcome.err || !profile?.linkedProfile) return res.redirect(`/settings/providers?linkError=failed`);
        try {
          await settings.linkProvider(
            signedIn.id,
            provider,
            profile.linkedProfile.providerId,
            profile.linkedProfile.username,
          );
        } catch (err) {
          req.log?.warn({ provider, err: (err as Error).message }, "provider link refused");
          return res.redirect(`/settings/providers?linkError=taken`);
        }
        req.session.providerAt = now();
        return res.redirect(`/settings/providers?linked=${provider}`);
      }
      if (outcome.err || !outcome.user) {
        req.log?.warn({ provider, err: (outcome.err as Error | undefined)?.message }, "provider sign-in failed");
        return back(res, outcome.err instanceof ProviderSignInError ? outcome.err.reason : "failed");
      }
      if (!outcome.user.isActive) {
        // A locked account (docs/guide/your-data.md): no session, only the choice to cancel its deletion.
        req.session.locked = { userId: outcome.user.id, at: Date.now() };
        return res.redirect("/account-deletion");
      }
      if (outcome.user.totpEnabledAt) {
        await awaitSecondFactor(req, outcome.user, "provider");
        return res.redirect("/?twoFactor=1");
      }
      await establishSession(req, outcome.user, now());
      res.redirect("/");
    });
  }
  return routes.router;
}
