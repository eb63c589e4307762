/** createApp(deps): the Express app. The server entry and the tests build it with their own deps. */
import express, { type Express, type RequestHandler, Router } from "express";
import type { Env } from "./env";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import type { AppContext, AppServices } from "./context";
import { apiNotFound, errorHandler } from "./http/error-handler";
import { requestLog } from "./http/request-log";
import { chain } from "./http/chain";
import { byFirstSegment } from "./http/dispatch";
import { createGuards } from "./http/guards";
import { publicRoute, routesOf, routeTable, type RouteRecord } from "./http/access-policy";
import { answers, enableResponseChecks, responds, watchErrorBodies } from "./http/response-contract";
import { createRateLimiters, DEFAULT_RATE_LIMITS, type RateLimits } from "./http/rate-limit";
import {
  malformedPath,
  noStore,
  rejectNulBytes,
  sameOriginWrites,
  securityHeaders,
  strictTransport,
  verifyJsonDepth,
} from "./http/security";
import { createUsersRepository } from "./users/users.repository";
import {
  configurePassport,
  sessionUser,
  createAuthService,
  createSessionMiddleware,
  developmentSecret,
  type OAuthEndpoints,
  type SubscriptionVerifier,
} from "./modules/auth";
import { createMailer } from "./mail/mailer";
import { mailboxPage } from "./mail/outbox";
import { mountModulePages, mountModules, toolRegistry } from "./modules";
import { publicConfig } from "./config/config.presenter";
import type { User } from "../shared/schema";
import { opsEndpoints } from "../shared/contracts/endpoints/ops";
import { rawEndpoint } from "./http/route";
import { createJobQueue, type JobQueueOptions } from "./jobs/queue";

export type AppDeps = {
  env: Env;
  database: Database;
  logger: Logger;
  rateLimits?: Partial<RateLimits>;
  services?: Partial<AppServices>;
  /** Confirms a live subscription at the payment provider; absent means no payments configured. */
  verifySubscription?: SubscriptionVerifier;
  /** OAuth provider endpoints (tests point them at a fake provider). */
  oauthEndpoints?: OAuthEndpoints;
  /** Attaches the front end (Vite dev middleware or the built files) after the API. */
  frontend?: (app: Express) => void;
  /** Job queue timings (tests shorten them). */
  jobOptions?: JobQueueOptions;
};

const ACTIVITY_RESOLUTION_MS = 60_000;

export function createApp(deps: AppDeps): { app: Express; ctx: AppContext; routes: readonly RouteRecord[] } {
  const { env, database, logger } = deps;
  const production = env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store, so a browser never revalidates them: no hash of every body (decision 846).
  app.set("etag", false);
  app.set("trust proxy", env.TRUST_PROXY ? 1 : false);

  // Per-process caches only when no other process shares the database (decision 601).
  const cacheMs = env.SESSION_CACHE_MS ?? (database.owned ? 5_000 : 0);
  const users = createUsersRepository(database.db, { cacheMs });
  const limits = createRateLimiters(
    database.pool,
    { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits },
    env.RATE_LIMIT_DISABLED,
  );
  const auth = createAuthService({
    users,
    adminEmails: env.ADMIN_EMAILS,
    verifySubscription: deps.verifySubscription,
    loginLimits: { byIp: limits.loginByIp, byAccount: limits.loginByAccount },
  });
  const passport = configurePassport({ env, auth, endpoints: deps.oauthEndpoints });
  const ctx: AppContext = {
    env,
    db: database.db,
    pool: database.pool,
    logger,
    guards: createGuards(users),
    limits,
    users,
    auth: { service: auth, passport },
    tools: toolRegistry,
    jobs: createJobQueue(database.pool, logger, deps.jobOptions),
    services: { ...(deps.services ?? {}) } as AppServices,
  };

  // Answers checked against their contracts in tests and development, never in production (decision 822).
  enableResponseChecks(app, env.NODE_ENV);
  // The fixed stacks below run as one router layer each (server/http/chain.ts).
  app.use(chain(requestLog(logger), securityHeaders(production), strictTransport(production), malformedPath));
  // Routes that need the raw body (the Stripe webhook) register on `raw`, which sees them before JSON parsing and
  // before the cross-origin check (their sender signs them instead). Only requests under their first path
  // segment enter it (server/http/dispatch.ts), indexed once the modules have mounted their routes.
  const raw = Router();
  let rawRoutes: RequestHandler = (_req, _res, next) => next();
  app.use(
    "/api",
    chain(
      noStore,
      ...(production ? [] : [watchErrorBodies]),
      (req, res, next) => rawRoutes(req, res, next),
      sameOriginWrites,
    ),
  );

  const api = Router();
  api.use(chain(express.json({ limit: "100kb", verify: verifyJsonDepth }), rejectNulBytes));
  // Answered without a session, so they keep working while the database is away.
  api.get("/health", ...rawEndpoint(opsEndpoints.health), (_req, res) => res.json({ ok: true }));
  api.get("/config", ...rawEndpoint(opsEndpoints.config), (_req, res) => res.json(publicConfig(env)));

  const secret = env.SESSION_SECRET ?? developmentSecret(env.DATA_DIR, logger);
  const sessions = createSessionMiddleware({
    pool: database.pool,
    secret,
    idleMinutes: env.SESSION_IDLE_MINUTES,
    maxDays: env.SESSION_MAX_DAYS,
    cacheMs,
    readSession: (sid) => users.findSession(sid),
  });
  // Last-active time, written at most once a minute per user.
  const lastActive: RequestHandler = (req, _res, next) => {
    const user = req.user as User | undefined;
    if (!user) return next();
    const now = new Date();
    if (user.lastActiveAt && now.getTime() - user.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) return next();
    users.touchActivity(user.id, now).then(() => next(), next);
  };
  api.use(chain(...sessions, sessionUser(app, passport, users), lastActive));

  const mail = (ctx.services.mail ??= createMailer(env, logger));
  // Every module's routes, the auth module's first, behind the session and passport above.
  mountModules(api, raw, ctx);
  rawRoutes = byFirstSegment([raw]);
  api.use(apiNotFound);
  app.use("/api", api);
  app.use("/api", errorHandler);

  // The development outbox (no SMTP configured, not production): recent account mails with their links.
  if (mail.outbox && !production)
    app.get("/dev/mailbox", publicRoute(), responds(answers.page), mailboxPage(mail.outbox));

  mountModulePages(app, ctx);
  deps.frontend?.(app);
  app.use(errorHandler);

  // No route without a declared access (docs/decisions/821-one-access-policy.md): the app refuses to start.
  // The raw routes are entered from the /api checks' chain (above), not as a mounted router the walk would see.
  const routes = [...routeTable(app), ...routesOf(raw, "/api")];
  const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`);
  if (undeclared.length) throw new Error(`Routes without a declared access: ${undeclared.join(", ")}`);
  // Nor without a declared answer (docs/decisions/822-a-contract-on-every-answer.md).
  const silent = routes.filter((r) => !r.response).map((r) => `${r.method} ${r.path}`);
  if (silent.length) throw new Error(`Routes without a declared response: ${silent.join(", ")}`);
  return { app, ctx, routes };
}
