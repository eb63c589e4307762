/** Passport strategies: local (email or username), Google and Discord with the OAuth state check. */
import type { Express, RequestHandler } from "express";
import passport from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { Strategy as GoogleStrategy } from "passport-google-oauth20";
import DiscordStrategy from "passport-discord";
import type { Env } from "../../env";
import type { User } from "../../../shared/schema";
import type { UsersRepository } from "../../users/users.repository";
import type { AuthService, ProviderProfile } from "./auth.service";
import { userReadWithSession } from "./session";

/** Provider endpoints; set only by tests, which point them at a fake provider on loopback. */
export type OAuthEndpoints = {
  google?: { authorizationURL: string; tokenURL: string; userProfileURL: string };
  discord?: { authorizationURL: string; tokenURL: string; profileURL: string };
};

/** passport-discord with a configurable profile address (its own is fixed to discord.com). */
class ConfigurableDiscordStrategy extends DiscordStrategy {
  constructor(
    options: DiscordStrategy.StrategyOptions,
    verify: (
      accessToken: string,
      refreshToken: string,
      profile: DiscordStrategy.Profile,
      done: (err: unknown, user?: Express.User | false) => void,
    ) => void,
    private readonly profileURL?: string,
  ) {
    super(options, verify);
  }
  override userProfile(accessToken: string, done: (err?: unknown, profile?: DiscordStrategy.Profile) => void): void {
    if (!this.profileURL) return super.userProfile(accessToken, done);
    const oauth2 = this._oauth2;
    oauth2.get(this.profileURL, accessToken, (err, body) => {
      if (err) return done(new Error("Failed to fetch the user profile."));
      try {
        done(null, { ...JSON.parse(String(body)), provider: "discord", accessToken, fetchedAt: new Date() });
      } catch {
        done(new Error("Failed to parse the user profile."));
      }
    });
  }
}

/** What a `-link` strategy answers instead of a user: the provider's profile, to link to the signed-in account. */
export type LinkedProfile = { linkedProfile: ProviderProfile };

/** One passport of this app (never the module's global one), with its strategies. */
export type PassportInstance = InstanceType<typeof passport.Passport>;

export function configurePassport(deps: { env: Env; auth: AuthService; endpoints?: OAuthEndpoints }): PassportInstance {
  const instance = new passport.Passport();
  const { env, auth } = deps;

  instance.serializeUser((user, done) => done(null, (user as User).id));

  instance.use(
    new LocalStrategy({ usernameField: "emailOrUsername", passwordField: "password" }, (identifier, password, done) => {
      auth.login({ emailOrUsername: identifier, password }).then(
        (u) => done(null, u),
        (err) => done(err),
      );
    }),
  );

  /**
   * The usual strategy signs in (or creates) the provider's account; its `-link` twin, used by the callback when a
   * signed-in person asked to link (docs/guide/settings.md#sign-in-providers), answers the provider's profile only.
   */
  const signInOrLink = (
    link: boolean,
    profile: ProviderProfile,
    done: (err: unknown, user?: Express.User | false) => void,
  ) => {
    if (link) return done(null, { linkedProfile: profile } satisfies LinkedProfile);
    auth.loginWithProvider(profile).then(
      (u) => done(null, u),
      (err) => done(err),
    );
  };

  // Absolute, from APP_URL: a relative callback would be completed from the request's Host header.
  const base = env.APP_URL;
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    for (const link of [false, true])
      instance.use(
        link ? "google-link" : "google",
        new GoogleStrategy(
          {
            clientID: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            callbackURL: `${base}/api/auth/google/callback`,
            state: true,
            scope: ["profile", "email"],
            ...deps.endpoints?.google,
          },
          (_at, _rt, profile, done) => {
            const email = profile.emails?.[0];
            signInOrLink(
              link,
              {
                provider: "google",
                providerId: profile.id,
                email: email?.value ?? null,
                emailVerified:
                  (email as { verified?: boolean | string } | undefined)?.verified === true ||
                  (email as { verified?: boolean | string } | undefined)?.verified === "true" ||
                  (profile._json as { email_verified?: boolean }).email_verified === true,
                firstName: profile.name?.givenName ?? null,
                lastName: profile.name?.familyName ?? null,
                username: null,
                avatarUrl: profile.photos?.[0]?.value ?? null,
              },
              done,
            );
          },
        ),
      );
  }
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) {
    for (const link of [false, true])
      instance.use(
        link ? "discord-link" : "discord",
        new ConfigurableDiscordStrategy(
          {
            clientID: env.DISCORD_CLIENT_ID,
            clientSecret: env.DISCORD_CLIENT_SECRET,
            callbackURL: `${base}/api/auth/discord/callback`,
            scope: ["identify", "email"],
            state: true,
            ...(deps.endpoints?.discord
              ? { authorizationURL: deps.endpoints.discord.authorizationURL, tokenURL: deps.endpoints.discord.tokenURL }
              : {}),
          },
          (
            _at: string,
            _rt: string,
            profile: DiscordStrategy.Profile,
            done: (err: unknown, user?: Express.User | false) => void,
          ) => {
            signInOrLink(
              link,
              {
                provider: "discord",
                providerId: profile.id,
                email: profile.email ?? null,
                emailVerified: profile.verified === true,
                firstName: (profile as { global_name?: string }).global_name ?? profile.username,
                lastName: null,
                username: profile.username,
                avatarUrl: profile.avatar
                  ? `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.png`
                  : null,
              },
              done,
            );
          },
          deps.endpoints?.discord?.profileURL,
        ),
      );
  }
  return instance;
}

/**
 * Who each API request is (docs/decisions/846-who-the-request-is.md), in place of passport.initialize() and
 * passport.session() on every request. Passport's request helpers (`req.login`, `req.logout`,
 * `req.isAuthenticated`) are installed once on the app's request prototype by passport's own initialize(); the
 * middleware reads the user id that passport's login stored in the session and resolves it as passport's session
 * strategy did through the deserializer: the user read together with the session row (one statement,
 * docs/decisions/842-one-read-for-session-and-user.md), else this process's cached user. A user who is gone or
 * deactivated is signed out of the session, as passport does.
 */
export function sessionUser(app: Express, instance: PassportInstance, users: UsersRepository): RequestHandler {
  instance.initialize()(app.request, app.response, () => undefined);
  return (req, _res, next) => {
    const stored = (req.session as { passport?: { user?: unknown } } | undefined)?.passport;
    if (stored?.user === undefined || stored.user === null) return next();
    const id = Number(stored.user);
    const found = (user: User | null | undefined) => {
      if (user?.isActive) req.user = user;
      else delete stored.user;
      next();
    };
    const read = userReadWithSession(req, id);
    if (read !== undefined) return found(read);
    users.findByIdCached(id).then(found, next);
  };
}
