/** /api/auth/*: sign-up, sign-in, sign-out, the current user, plan selection and the provider sign-ins. */
import type { Request, Response, Router } from "express";
import type { ProviderErrorCode } from "../../../shared/contracts/auth-errors";
import { authEndpoints as ep } from "../../../shared/contracts/endpoints/auth";
import type { User } from "../../../shared/schema";
import type { AppContext } from "../../context";
import { AuthenticationError, ValidationError } from "../../http/errors";
import { ipKey } from "../../http/rate-limit";
import { createRoutes } from "../../http/route";
import { presentUser } from "../../users/users.presenter";
import type { AccountService } from "./account.service";
import { INVALID_CREDENTIALS, LockedAccountError, ProviderSignInError } from "./auth.service";
import type { LinkedProfile } from "./passport";
import { SESSION_COOKIE } from "./session";
import type { SettingsService } from "./settings.service";
import { awaitingSecondFactor, signIn } from "./sign-in";

/** The code was right but the account is locked (its deletion pending, or disabled by an admin). */
const LOCKED_AFTER_CODE = "This account is locked. If you asked to delete it, you can cancel the deletion now.";

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
  routes.serve(ep.user, async ({ user }) => {
    if (!user) throw new AuthenticationError("Not signed in");
    return presentUser(user);
  });

  routes.serve(
    ep.signup,
    async ({ body, req }) => {
      const user = await auth.signup(body);
      // A new account has no second factor and is not locked: signIn signs it in (the one way in, decision 613).
      const outcome = await signIn(req, user, { via: "signup" });
      if (!("signedIn" in outcome)) throw new AuthenticationError("Sign in to continue.");
      // The account is committed; the mail is not awaited, so a slow or broken SMTP never fails a sign-up.
      account
        .sendVerification(user, env.APP_URL)
        .catch((err: Error) => req.log?.error({ err: err.message }, "verification mail failed"));
      return presentUser(user);
    },
    { use: [limits.signupByIp.perRequest(ipKey)] },
  );

  // The sign-in limits live in auth.login: they count failed password checks only, keyed on the account.
  routes.serve(ep.login, async ({ body, req }) => {
    // A right password for a locked account goes through signIn too: the code first when the account has
    // two-factor sign-in, and only then the proof that lets this browser cancel a pending deletion (decision 613).
    const user = await auth.login(body, ipKey(req)).catch((err: unknown) => {
      if (err instanceof LockedAccountError) return err.user;
      throw err;
    });
    const outcome = await signIn(req, user, { via: "password" });
    if ("secondFactor" in outcome) return { twoFactorRequired: true as const };
    // Locked: the same answer as a wrong password (docs/decisions/1221-account-deletion-grace-and-anonymised-audit.md).
    if ("locked" in outcome) throw new AuthenticationError(INVALID_CREDENTIALS);
    return presentUser(outcome.signedIn);
  });

  // The second step of sign-in: a code from the app (or a recovery code), counted like passwords.
  routes.serve(ep.twoFactor, async ({ body, req }) => {
    const pending = awaitingSecondFactor(req);
    if (!pending) throw new AuthenticationError("Your sign-in has expired. Enter your email and password again.");
    const user = await ctx.users.findById(pending.userId);
    if (!user || !user.totpEnabledAt)
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
    const outcome = await signIn(req, user, {
      via: pending.via,
      secondFactorChecked: true,
      providerAt: pending.via === "provider" ? now() : undefined,
    });
    // Every factor checked, but the account is locked: this browser may now see and cancel a pending deletion.
    if (!("signedIn" in outcome)) throw new AuthenticationError(LOCKED_AFTER_CODE);
    return presentUser(outcome.signedIn);
  });

  routes.serve(ep.logout, async ({ req, res }) => {
    await endSession(req);
    res.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax" });
    return { ok: true };
  });

  routes.serve(ep.updatePlan, async ({ user, body, req }) => {
    const updated = await auth.updatePlan(user, body);
    req.user = updated;
    return presentUser(updated);
  });

  // After a checkout 401 the client navigates here (docs/spec-notes.md#error-display): back to the sign-in screen.
  routes.serve(ep.signInPage, async ({ res }) => res.redirect("/"));

  for (const provider of ["google", "discord"] as const) {
    const configured =
      provider === "google"
        ? Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
        : Boolean(env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET);
    const start = provider === "google" ? ep.googleStart : ep.discordStart;
    const callback = provider === "google" ? ep.googleCallback : ep.discordCallback;
    const back = (res: Response, reason: ProviderErrorCode) =>
      res.redirect(`/?authError=${encodeURIComponent(reason)}&provider=${provider}`);

    if (!configured) {
      // No strategy is registered for an unconfigured provider: both ends send the person back with the reason.
      routes.serve(start, async ({ res }) => back(res, "not_configured"));
      routes.serve(callback, async ({ res }) => back(res, "not_configured"));
      continue;
    }

    // passport answers with the redirect to the provider; it never passes on, except on an error (to the error handler).
    routes.serve(start, async ({ res }) => back(res, "failed"), {
      use: [passport.authenticate(provider, { session: false })],
    });

    routes.serve(callback, async ({ req, res }) => {
      // A signed-in person who asked to link this provider (within ten minutes): link, do not sign in.
      const linking = req.session?.linking;
      const signedIn = req.user as User | undefined;
      const link =
        linking?.provider === provider && signedIn?.id === linking.userId && Date.now() - linking.at < 10 * 60 * 1000;
      if (linking) delete req.session.linking;
      const outcome = await new Promise<{ err: unknown; user: User | LinkedProfile | false } | undefined>(
        (resolve, reject) => {
          res.once("close", () => resolve(undefined)); // passport answered itself (a redirect to the provider)
          passport.authenticate(
            link ? `${provider}-link` : provider,
            { session: false },
            (err: unknown, user: User | LinkedProfile | false) => resolve({ err, user }),
          )(req, res, reject);
        },
      );
      if (!outcome) return;
      if (link && signedIn) {
        const profile = outcome.user && "linkedProfile" in outcome.user ? outcome.user : undefined;
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
      // A `-link` strategy's profile is never a sign-in (it answers only when a signed-in person links).
      if (outcome.err || !outcome.user || "linkedProfile" in outcome.user) {
        req.log?.warn({ provider, err: (outcome.err as Error | undefined)?.message }, "provider sign-in failed");
        return back(res, outcome.err instanceof ProviderSignInError ? outcome.err.reason : "failed");
      }
      // The code first when the account has two-factor sign-in; a locked account (docs/guide/your-data.md) gets
      // no session, only the choice to cancel its deletion (decision 613).
      const result = await signIn(req, outcome.user, { via: "provider", providerAt: now() });
      if ("secondFactor" in result) return res.redirect("/?twoFactor=1");
      if ("locked" in result) return res.redirect("/account-deletion");
      res.redirect("/");
    });
  }
  return routes.router;
}
