/**
 * The sign-in walk: no route signs a session in as an account with two-factor sign-in unless the code was
 * checked (docs/decisions/613-one-way-into-a-session.md).
 *
 * - The source: only server/modules/auth/sign-in.ts calls `req.login`, regenerates a session, or writes the
 *   session's `locked` or `twoFactor` (session.ts may regenerate only to end an expired session).
 * - Every route the app mounts is called from every session state an attacker with Carol's password (but not her
 *   code) can reach: no session at all, the code step after her password, the state her password or her Google
 *   sign-in leaves while her account waits to be deleted, a proof written by the code before this rule, and the
 *   attacker's own signed-in session (the only state from which signed-in routes are reached). Each call carries every input of a sign-in we know: her username and
 *   password, a wrong code, and fresh account links of every kind (reset, verification, email change, undo) as a
 *   body or a query, and the Google and Discord callbacks go through the fake provider with her profile. After
 *   each call no session row may name Carol.
 * - The same walk with every factor (an account without two-factor, or Carol's right code) finds the routes that do
 *   sign a session in; the walk prints how many there are, and the test names them, so a new way in is seen.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../shared/schema";
import { hashToken } from "../../server/modules/auth/account.repository";
import { newTotpSecret, seal, totpCode } from "../../server/modules/auth/two-factor";
import { buildUser, DEFAULT_PASSWORD, uniqueSuffix } from "../support/factories";
import type { HttpClient } from "../support/http-client";
import { OAUTH_PROVIDERS_ENV, throughProvider } from "../support/oauth-app";
import { startFakeOAuth, type FakeOAuth } from "../support/fake-oauth";
import { plantSession, sessionOf } from "../support/session-rows";
import { createTestApp, type TestApp } from "../support/test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TOTP_KEY = Buffer.from("0f".repeat(32), "hex");
const PW = DEFAULT_PASSWORD;
const KINDS = ["reset_password", "verify_email", "change_email", "undo_email"] as const;

let app: TestApp;
let fake: FakeOAuth;
let clockAt = Date.UTC(2026, 10, 27, 11, 0, 10);
beforeAll(async () => {
  fake = await startFakeOAuth();
  // No limits: every route is exercised as often as the walk calls it (the limits have their own tests).
  app = await createTestApp({
    env: { ...OAUTH_PROVIDERS_ENV, RATE_LIMIT_DISABLED: "true" },
    deps: { oauthEndpoints: fake.endpoints, services: { clock: () => new Date(clockAt) } },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

describe("the source", () => {
  it("sets a session's user, or the half-signed-in states, only in sign-in.ts", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith(".ts")) files.push(full);
      }
    };
    walk(path.join(ROOT, "server"));
    const patterns = [
      /\b(req|request)\.(login|logIn)\s*\(/,
      /\.regenerate\s*\(/,
      /session\??\.(locked|twoFactor)\s*=[^=]/,
      /\.passport\s*=[^=]|passport\??\.user\s*=[^=]/,
    ];
    const found: string[] = [];
    for (const file of files) {
      const rel = path.relative(ROOT, file);
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (line.trim().startsWith("*") || line.trim().startsWith("//")) return;
          if (patterns.some((p) => p.test(line))) found.push(`${rel}:${i + 1}`);
        });
    }
    const elsewhere = found.filter(
      (where) =>
        !where.startsWith("server/modules/auth/sign-in.ts:") &&
        // The session lifetime check regenerates an expired session into an empty one: it signs out.
        !/^server\/modules\/auth\/session\.ts:\d+$/.test(where),
    );
    expect(elsewhere).toEqual([]);
    expect(found.some((w) => w.startsWith("server/modules/auth/sign-in.ts:"))).toBe(true);
  });
});

type Account = { user: User; secret?: string };
type Mode = "attack" | "control";
type State = { name: string; account: Account; sess: Record<string, unknown> | null };

async function account(opts: { twoFactor: boolean; locked: boolean }): Promise<Account> {
  const suffix = uniqueSuffix();
  const secret = opts.twoFactor ? newTotpSecret() : undefined;
  const user = await buildUser(app, {
    email: `walk-${suffix}@example.test`,
    emailVerifiedAt: new Date(),
    googleId: `g-walk-${suffix}`,
    discordId: `d-walk-${suffix}`,
    ...(secret ? { totpSecret: seal(TOTP_KEY, secret), totpEnabledAt: new Date() } : {}),
  });
  const acc = { user, secret };
  if (opts.locked) await lock(acc);
  return acc;
}

/** A pending deletion, as POST /api/account/delete leaves it (again after each call, whatever the call did). */
async function lock(acc: Account) {
  await app.database.pool.query("update users set is_active = false where id = $1", [acc.user.id]);
  await app.database.pool.query(
    `insert into account_deletions (user_id, requested_at, delete_after, anonymous_id)
     values ($1, now(), now() + interval '7 days', $2) on conflict (user_id) do nothing`,
    [acc.user.id, `deleted-walk-${uniqueSuffix()}`],
  );
}

/** A fresh, unused account link of `kind` for the account (the address it concerns as a link would carry it). */
async function link(acc: Account, kind: (typeof KINDS)[number]): Promise<string> {
  const token = `${uniqueSuffix()}${uniqueSuffix()}${uniqueSuffix()}${uniqueSuffix()}${"A".repeat(11)}`;
  const { rows } = await app.database.pool.query<{ email: string }>("select email from users where id = $1", [
    acc.user.id,
  ]);
  const email =
    kind === "change_email" || kind === "undo_email" ? `moved-${uniqueSuffix()}@example.test` : rows[0].email;
  await app.database.pool.query(
    `insert into auth_tokens (user_id, kind, token_hash, email, expires_at) values ($1, $2, $3, $4, now() + interval '1 hour')`,
    [acc.user.id, kind, hashToken(token), email],
  );
  return token;
}

/** The code: the right one (the clock moves a step, so it is never a replay) only in the control walk. */
function code(acc: Account, mode: Mode): string {
  if (!acc.secret) return "000000";
  if (mode === "attack") return totpCode(acc.secret, clockAt + 10 * 60_000);
  clockAt += 30_000;
  return totpCode(acc.secret, clockAt);
}

/** Every input of a sign-in the walk knows, for one account: bodies, then queries. */
async function bodies(acc: Account, mode: Mode): Promise<Record<string, unknown>[]> {
  const suffix = uniqueSuffix();
  return [
    {},
    { emailOrUsername: acc.user.username, password: PW },
    { code: code(acc, mode) },
    ...(await Promise.all(
      KINDS.map(async (kind) => ({ token: await link(acc, kind), password: PW, confirmPassword: PW })),
    )),
    { currentPassword: PW },
    { confirm: acc.user.username, password: PW },
    {
      email: `new-${suffix}@example.test`,
      username: `new_${suffix}`,
      firstName: "New",
      lastName: "Person",
      password: PW,
      confirmPassword: PW,
    },
  ];
}
const queries = async (acc: Account) => [
  "",
  ...(await Promise.all(KINDS.map(async (k) => `?token=${await link(acc, k)}`))),
];

/** A callable path: ids 1, providers google, tokens a well-formed unknown token, other params a word. */
const concrete = (p: string) =>
  p
    .replace(/:provider\b/g, "google")
    .replace(/:token\b/g, "A".repeat(43))
    .replace(/:(\w*id|id\w*)\b/gi, "1")
    .replace(/:(\w+)/g, "1");

const providerOf = (p: string) =>
  /^\/api\/auth\/(google|discord)\/callback$/.exec(p)?.[1] as "google" | "discord" | undefined;

/** A new session row holding the state, its clocks set to now (the code step lasts 10 minutes, the proof 30). */
async function clientIn(state: State): Promise<HttpClient> {
  if (!state.sess) return app.client();
  const sess = structuredClone(state.sess) as Record<string, { at?: number } | number | undefined>;
  const at = Date.now();
  for (const key of ["twoFactor", "locked"]) if (typeof sess[key] === "object") sess[key].at = at;
  if (typeof sess.seenAt === "number") sess.seenAt = at;
  return plantSession(app, sess);
}

/** One call of the route from the state with one input; the provider callbacks through the fake provider. */
async function call(
  route: { method: string; path: string },
  state: State,
  input: { body?: Record<string, unknown>; query?: string },
): Promise<HttpClient> {
  const c = await clientIn(state);
  const provider = providerOf(route.path);
  if (provider) {
    const u = state.account.user;
    await throughProvider(
      fake,
      c,
      provider,
      provider === "google"
        ? { sub: u.googleId!, email: u.email, email_verified: true }
        : { id: u.discordId!, username: u.username ?? "walker", email: u.email, verified: true },
    );
  } else if (route.method === "GET" || route.method === "DELETE") {
    await c.request(route.method, concrete(route.path) + (input.query ?? ""));
  } else {
    await c.request(route.method, concrete(route.path), input.body ?? {});
  }
  return c;
}

describe("every route, from every state a password without the code reaches", () => {
  it("signs no session in as an account with two-factor sign-in; the routes that do sign in are counted", async () => {
    const carol = await account({ twoFactor: true, locked: false });
    const carolLocked = await account({ twoFactor: true, locked: true });
    const dave = await account({ twoFactor: false, locked: false });
    const daveLocked = await account({ twoFactor: false, locked: true });
    const mallory = await buildUser(app);

    const after = async (login: (c: HttpClient) => Promise<unknown>) => {
      const c = app.client();
      await login(c);
      return (await sessionOf(app, c)) ?? null;
    };
    const password = (acc: Account) => (c: HttpClient) =>
      c.post("/api/auth/login", { emailOrUsername: acc.user.username, password: PW });
    const viaGoogle = (acc: Account) => (c: HttpClient) =>
      throughProvider(fake, c, "google", { sub: acc.user.googleId!, email: acc.user.email, email_verified: true });
    const malloryIn = await after((c) => c.post("/api/auth/login", { emailOrUsername: mallory.email, password: PW }));

    const attackStates: State[] = [
      { name: "no session (Carol)", account: carol, sess: null },
      { name: "no session (Carol, deletion pending)", account: carolLocked, sess: null },
      { name: "after Carol's password", account: carol, sess: await after(password(carol)) },
      {
        name: "after Carol's password, deletion pending",
        account: carolLocked,
        sess: await after(password(carolLocked)),
      },
      {
        name: "after Carol's Google, deletion pending",
        account: carolLocked,
        sess: await after(viaGoogle(carolLocked)),
      },
      {
        name: "a pending-deletion proof from before the rule",
        account: carolLocked,
        sess: { locked: { userId: carolLocked.user.id, at: Date.now() } },
      },
      // Signed-in routes (about 150) are reached only from here: with Carol's inputs, none may switch the session.
      { name: "the attacker's own session", account: carol, sess: malloryIn },
    ];
    const controlStates: State[] = [
      { name: "no session (Dave)", account: dave, sess: null },
      { name: "after Dave's password, deletion pending", account: daveLocked, sess: await after(password(daveLocked)) },
      { name: "after Carol's password (her code given)", account: carol, sess: await after(password(carol)) },
    ];
    for (const s of [...attackStates, ...controlStates])
      if (s.sess === undefined) throw new Error(`state not reached: ${s.name}`);

    const carolIds = [String(carol.user.id), String(carolLocked.user.id)];
    const carolSessions = async () =>
      Number(
        (
          await app.database.pool.query(
            "select count(*) as n from session where sess -> 'passport' ->> 'user' = any($1::text[])",
            [carolIds],
          )
        ).rows[0].n,
      );
    // After each call: no session, the pending deletions as they were (one statement; the ids are integers).
    const pending = (acc: Account) =>
      `update users set is_active = false where id = ${acc.user.id};
       insert into account_deletions (user_id, requested_at, delete_after, anonymous_id)
       values (${acc.user.id}, now(), now() + interval '7 days', 'deleted-walk-${acc.user.id}') on conflict (user_id) do nothing;`;
    const others = [carol.user.id, dave.user.id, mallory.id].join(", ");
    const resetSql = `delete from session; ${pending(carolLocked)} ${pending(daveLocked)}
      update users set is_active = true where id in (${others});
      delete from account_deletions where user_id in (${others});`;
    const reset = () => app.database.pool.query(resetSql);

    const offenders: string[] = [];
    const signInRoutes = new Set<string>();
    let calls = 0;
    for (const route of app.routes) {
      const name = `${route.method} ${route.path}`;
      const level = route.access?.level;
      // Signed-out states stop at the gate of a signed-in route; Pro and admin routes stop the attacker too.
      const reachable = (s: State) => level === "public" || (level === "user" && s.sess?.passport !== undefined);
      for (const mode of ["attack", "control"] as const) {
        for (const state of (mode === "attack" ? attackStates : controlStates).filter(reachable)) {
          const inputs =
            providerOf(route.path) !== undefined
              ? [{}]
              : route.method === "GET" || route.method === "DELETE"
                ? (await queries(state.account)).map((query) => ({ query }))
                : (await bodies(state.account, mode)).map((body) => ({ body }));
          for (const input of inputs) {
            calls++;
            const c = await call(route, state, input);
            if (mode === "attack") {
              if ((await carolSessions()) > 0)
                offenders.push(`${name} from "${state.name}" with ${JSON.stringify(input).slice(0, 80)}`);
            } else if (!state.sess?.passport && (await c.get("/api/auth/user")).status === 200) signInRoutes.add(name);
            await reset();
          }
        }
      }
    }
    const found = [...signInRoutes].sort();
    console.info(
      `sign-in walk: ${app.routes.length} routes, ${calls} calls; ${found.length} routes can set a session's user, ` +
        `each walked without the code from ${attackStates.length} states: ${found.join(", ")}`,
    );
    expect(offenders).toEqual([]);
    expect(found).toEqual(
      [
        "GET /api/auth/discord/callback",
        "GET /api/auth/google/callback",
        "POST /api/account/delete/cancel",
        "POST /api/auth/2fa",
        "POST /api/auth/login",
        "POST /api/auth/signup",
      ].sort(),
    );
  }, 600_000);
});
