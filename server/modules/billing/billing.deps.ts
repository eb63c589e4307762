/** Builds the billing module's outside pieces from configuration (server start and tests use the same code). */
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import type { Db } from "../../db/client";
import type { SubscriptionVerifier } from "../auth";
import { createBillingRepository } from "./billing.repository";
import { createBillingService } from "./billing.service";
import { createPlanService } from "./plan.service";
import { createStripeGateway, type StripeGateway } from "./stripe.client";

/** Stripe (or nothing, when not configured) and the update-plan check bound to this database. */
export function createBillingDeps(
  env: Env,
  logger: Logger,
  db: () => Db,
  options: { timeoutMs?: number } = {},
): { stripe?: StripeGateway; verifySubscription?: SubscriptionVerifier } {
  const stripe = createStripeGateway(env, options);
  if (!stripe) return {};
  const verifySubscription: SubscriptionVerifier = (user) =>
    createBillingService({
      repo: createBillingRepository(db()),
      plans: createPlanService(db(), { stripe: () => stripe }),
      gateway: () => stripe,
      logger,
    }).verifySubscription(user);
  return { stripe, verifySubscription };
}

const EXPIRY_SWEEP_MS = 10 * 60_000;

/** Every ten minutes, writes the 'expiry' audit row of Pro plans whose end date passed. Returns a stopper. */
export function startExpirySweep(db: Db, logger: Logger): () => void {
  const plans = createPlanService(db);
  const run = () =>
    plans.recordExpiries().then(
      (n) => n > 0 && logger.info({ expired: n }, "recorded expired Pro plans"),
      (err) => logger.warn({ err: (err as Error).message }, "expiry sweep failed"),
    );
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, EXPIRY_SWEEP_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
