/** Start: env -> database (embedded or DATABASE_URL) -> migrations -> app -> listen. */
import "dotenv/config";
import path from "node:path";
import fs from "node:fs";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { openConfiguredDatabase } from "./db/open";
import { createApp } from "./app";
import { createHttpServer } from "./http/http-server";
import { pageStatus, withPageHead } from "./http/page-head";
import { serveBuiltClient } from "./http/static";
import { publicRoute } from "./http/access-policy";
import { answers, responds } from "./http/response-contract";
import { createOutsideServices } from "./services";
import { createMailer, describeMailMode } from "./mail/mailer";
import { PROJECT_ROOT } from "./root";
import { warmUp } from "./ops/warm-up";
import { createLifecycle } from "./ops/lifecycle";
import { createMetrics, timePoolWaits } from "./ops/metrics";
import { timeRequests } from "./http/metrics";
import { handleShutdown } from "./ops/shutdown";
import { requeueOrphans } from "./ops/orphans";

async function main() {
  const env = parseEnv();
  const dev = env.NODE_ENV !== "production";
  const logger = createLogger(env.LOG_LEVEL, dev && process.stdout.isTTY);

  const database = await openConfiguredDatabase(env, logger);
  const { server, serve } = createHttpServer();
  // GET /metrics (decision 1623): request timings beside the app, pool waits, engine runs, process defaults.
  const metrics = createMetrics({ pool: database.pool, processDefaults: true });
  const outside = await createOutsideServices(env, logger, database, metrics);

  let frontend: (app: import("express").Express) => void;
  // CLIENT_DIST_DIR serves built files in any mode (the end-to-end tests run a development server on them).
  if (dev && !process.env.CLIENT_DIST_DIR) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: path.join(PROJECT_ROOT, "vite.config.ts"),
      server: { middlewareMode: true, hmr: { server } },
      appType: "custom",
    });
    const indexFile = path.join(PROJECT_ROOT, "client/index.html");
    frontend = (app) => {
      app.use(vite.middlewares);
      app.get(/^(?!\/api(\/|$)).*/, publicRoute(), responds(answers.page), async (req, res, next) => {
        try {
          const html = await vite.transformIndexHtml(req.originalUrl, fs.readFileSync(indexFile, "utf8"));
          res.status(pageStatus(res)).set({ "Content-Type": "text/html" }).end(withPageHead(html, res));
        } catch (err) {
          vite.ssrFixStacktrace(err as Error);
          next(err);
        }
      });
    };
  } else {
    const dist = path.resolve(process.env.CLIENT_DIST_DIR ?? path.join(PROJECT_ROOT, "dist/public"));
    if (!fs.existsSync(path.join(dist, "index.html"))) throw new Error("No built client: run `npm run build` first");
    frontend = (app) => serveBuiltClient(app, dist);
  }

  const mail = createMailer(env, logger);
  // Starting until warmed up with its job queue running: GET /api/ready answers 503 until then (decision 1622).
  const lifecycle = createLifecycle("starting");
  timeRequests(server, metrics);
  timePoolWaits(database.pool, metrics);
  const { app, ctx } = createApp({
    env,
    database,
    logger,
    frontend,
    ...outside,
    services: {
      ...outside.services,
      mail,
      lifecycle,
      metrics,
    },
  });
  serve(app);
  // SIGTERM: not ready, no new connections, requests and jobs finish or go back, then the pool (decision 1624).
  handleShutdown({ server, lifecycle, jobs: ctx.jobs, database, logger });
  server.listen(env.PORT, env.HOST, () => {
    const port = (server.address() as { port: number }).port;
    logger.info(`HustleForge is running at http://localhost:${port} (${dev ? "development" : "production"})`);
    if (!env.OPENAI_API_KEY) logger.info("AI: no OPENAI_API_KEY, the offline engine answers every tool");
    if (!env.STRIPE_SECRET_KEY)
      logger.info("Payments: no STRIPE_SECRET_KEY, checkout will say payments are not configured");
    if (mail.mode === "disabled") logger.warn(describeMailMode(mail.mode));
    else logger.info(describeMailMode(mail.mode));
    if (env.NODE_ENV === "production" && !env.TOTP_ENCRYPTION_KEY)
      logger.warn(
        "Two-factor sign-in is not configured: set TOTP_ENCRYPTION_KEY (64 hex characters, openssl rand -hex 32)",
      );
    logger.info(`Links in mails, OAuth callbacks and Stripe return addresses start with ${env.APP_URL}`);
  });

  // Alive from here (GET /api/health), ready once warmed up with its job queue running (GET /api/ready, decision 1622).
  // What the first requests would all pay at once, paid before a load balancer sends any
  // (docs/decisions/1620-first-burst-after-a-start.md).
  const warm = await warmUp(ctx);
  // Jobs a dead process left active go back to the queue (decision 1624); then the queue picks up the jobs queued
  // before a restart or left by a process that stopped (docs/decisions/1002-job-queue.md).
  const orphans = await requeueOrphans(database.pool, { owned: Boolean(database.owned) });
  if (orphans) logger.warn({ jobs: orphans }, "jobs left running by a process that died went back to the queue");
  await ctx.jobs.start();
  lifecycle.ready();
  logger.info({ warmUpMs: warm.ms }, "ready: warmed up, job queue running");
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
