/**
 * Builds the outside services (AI engine, Stripe) from configuration, each with its offline path.
 * Modules add their factory here; tests build the same services pointed at fake servers.
 */
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Database } from "./db/client";
import type { AppDeps } from "./app";
import { createAiEngine } from "./ai/engine-factory";
import { createBillingDeps, startExpirySweep } from "./modules/billing";
import { pruneRateLimits } from "./http/rate-limit";
import { countedEngine, type Metrics } from "./ops/metrics";

export async function createOutsideServices(
  env: Env,
  logger: Logger,
  database: Database,
  metrics?: Metrics,
): Promise<Pick<AppDeps, "services" | "verifySubscription">> {
  void env;
  void logger;
  void database;
  const billing = createBillingDeps(env, logger, () => database.db);
  startExpirySweep(database.db, logger);
  // Rate-limit counters whose window passed an hour ago (decision 600); any process may run it.
  setInterval(
    () => pruneRateLimits(database.pool).catch((err) => logger.warn({ err }, "rate-limit prune failed")),
    15 * 60 * 1000,
  ).unref();
  return {
    // With metrics, the engine counts its runs (decision 1623); reserveRun stays the only way to it.
    services: {
      ai: metrics ? countedEngine(createAiEngine(env, logger), metrics) : createAiEngine(env, logger),
      stripe: billing.stripe,
    },
    verifySubscription: billing.verifySubscription,
  };
}
