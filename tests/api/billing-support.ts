/** A test app wired to a fake Stripe server, and signed webhook deliveries. */
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { planChanges, stripeEvents, users, type User } from "../../shared/schema";
import { parseEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { createBillingDeps } from "../../server/modules/billing/billing.deps";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, lateBound, type TestApp } from "../support/test-app";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";

export const WEBHOOK_SECRET = "whsec_test_hustleforge";
export const PRICE_ID = "price_pro_monthly";
/** Short on purpose: "Stripe slow" must turn into a quick 503. */
export const STRIPE_TEST_TIMEOUT_MS = 1_000;

export type BillingTestApp = TestApp & { fake: FakeStripe };

/** The real app with STRIPE_* pointing at a fresh fake Stripe server. */
export async function createBillingTestApp(): Promise<BillingTestApp> {
  const fake = await startFakeStripe();
  const env = {
    STRIPE_SECRET_KEY: fake.apiKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_hustleforge",
    STRIPE_PRICE_ID: PRICE_ID,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  };
  const parsed = parseEnv({ NODE_ENV: "test", ...env } as NodeJS.ProcessEnv);
  let app: TestApp | undefined;
  const billing = createBillingDeps(parsed, createLogger("silent"), () => app!.database.db, {
    timeoutMs: STRIPE_TEST_TIMEOUT_MS,
  });
  app = await createTestApp({
    env,
    deps: { services: { stripe: billing.stripe }, verifySubscription: billing.verifySubscription },
  });
  const close = app.close;
  return Object.assign(app, { fake, close: async () => Promise.all([close(), fake.close()]).then(() => undefined) });
}

/** The billing test app of one test file: started before its first test and closed after its last. */
export function useBillingTestApp(): BillingTestApp {
  let app: BillingTestApp | undefined;
  beforeAll(async () => {
    app = await createBillingTestApp();
  }, 60_000);
  afterAll(() => app?.close());
  return lateBound(() => app, "The billing test app starts in the file's beforeAll: use it inside tests and hooks.");
}

/** A Stripe-signed header for a payload (the SDK's own test helper). */
export function signature(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

/** POSTs a webhook delivery the way Stripe does: raw JSON, its signature header, no cookies. */
export async function deliver(
  app: TestApp,
  payload: string,
  header: string | null = signature(payload),
  extra: Record<string, string> = {},
  path = "/api/stripe/webhook",
) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...(header ? { "Stripe-Signature": header } : {}),
      ...extra,
    },
    body: payload,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

export async function userRow(app: TestApp, id: number): Promise<User> {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

export function auditRows(app: TestApp, userId: number) {
  return app.database.db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id);
}

export function processedEvents(app: TestApp) {
  return app.database.db.select().from(stripeEvents);
}

/** A user with a Stripe customer at the fake (as if checkout had started). */
export async function linkCustomer(app: BillingTestApp, user: User): Promise<string> {
  const customerId = `cus_${user.id}_${Math.random().toString(16).slice(2, 10)}`;
  app.fake.customers.set(customerId, { id: customerId, object: "customer", metadata: { userId: String(user.id) } });
  await app.database.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, user.id));
  return customerId;
}
