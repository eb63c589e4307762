/** Passport strategies: local (email or username), Google and Discord with the OAuth state check. */
import passport, { type PassportStatic } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import { Strategy as GoogleStrategy } from "passport-google-oauth20";
import DiscordStrategy from "passport-discord";
import type { Env } from "../../env";
import type { User } from "../../../shared/schema";
import type { UsersRepository } from "../users/users.repository";
import type { AuthService } from "./auth.service";

export function configurePassport(deps: { env: Env; users: UsersRepository; auth: AuthService }): PassportStatic {
  const instance = new passport.Passport() as unknown as PassportStatic;
  const { env, users, auth } = deps;

  instance.serializeUser((user, done) => done(null, (user as User).id));
  instance.deserializeUser((id: number, done) => {
    users.findByIdCached(Number(id)).then(
      (user) => done(null, user && user.isActive ? user : false),
      (err) => done(err),
    );
  });

  instance.use(
    new LocalStrategy({ usernameField: "emailOrUsername", passwordField: "password" }, (identifier, password, done) => {
      auth.login({ emailOrUsername: identifier, password }).then((u) => done(null, u), (err) => done(err));
    }),
  );

  const base = env.APP_URL?.replace(/\/$/, "") ?? "";
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    instance.use(
      new GoogleStrategy(
        {
          clientID: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          callbackURL: `${base}/api/auth/google/callback`,
          state: true,
          scope: ["profile", "email"],
        },
        (_at, _rt, profile, done) => {
          const email = profile.emails?.[0];
          auth
            .loginWithProvider({
              provider: "google",
              providerId: profile.id,
              email: email?.value ?? null,
              emailVerified: (email as { verified?: boolean | string } | undefined)?.verified === true ||
                (email as { verified?: boolean | string } | undefined)?.verified === "true" ||
                (profile._json as { email_verified?: boolean }).email_verified === true,
              firstName: profile.name?.givenName ?? null,
              lastName: profile.name?.familyName ?? null,
              username: null,
              avatarUrl: profile.photos?.[0]?.value ?? null,
            })
            .then((u) => done(null, u), (err) => done(err));
        },
      ),
    );
  }
  if (env.DISCORD_CLIENT_ID && env.DISCORD_CLIENT_SECRET) {
    instance.use(
      new DiscordStrategy(
        {
          clientID: env.DISCORD_CLIENT_ID,
          clientSecret: env.DISCORD_CLIENT_SECRET,
          callbackURL: `${base}/api/auth/discord/callback`,
          scope: ["identify", "email"],
          state: true,
        },
        (_at: string, _rt: string, profile: DiscordStrategy.Profile, done: (err: unknown, user?: Express.User | false) => void) => {
          auth
            .loginWithProvider({
              provider: "discord",
              providerId: profile.id,
              email: profile.email ?? null,
              emailVerified: profile.verified === true,
              firstName: (profile as { global_name?: string }).global_name ?? profile.username,
              lastName: null,
              username: profile.username,
              avatarUrl: profile.avatar ? `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.png` : null,
            })
            .then((u) => done(null, u), (err) => done(err));
        },
      ),
    );
  }
  return instance;
}
