/**
 * Stripe's balance transactions (GET /v1/balance_transactions) through the `stripe` SDK, read into the rows of
 * Stripe's itemised balance change report, so the import's parser turns them into the same orders as the file
 * (docs/decisions/1072-sync-job-and-cursor.md). The SDK reaches Stripe at STRIPE_API_URL when it is set (tests),
 * else at api.stripe.com.
 *
 * Newest first, 100 a page, `starting_after` the last one seen while `has_more`; from `created >= cursor` (whole
 * seconds, the newest transaction of the last sync, read again and skipped by the orders' uniqueness). A 429 is
 * tried again after 1, 2, 4, 8 s (Stripe asks clients to back off; its SDK retries network errors and 409s only);
 * what still fails is the job's to retry later.
 */
import Stripe from "stripe";
import type { ImportTable } from "../imports";
import { SyncFailure, pause } from "./sync-failure";

const PAGE = 100;
const RATE_LIMIT_TRIES = 5;
const BACKOFF_MS = 1_000;
/** Currencies whose amounts Stripe gives in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set("bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "));
const THREE_DECIMAL = new Set(["bhd", "jod", "kwd", "omr", "tnd"]);

/** The report's columns, as the stripe_balance format reads them. */
const HEADER = [
  "balance_transaction_id",
  "created_utc",
  "currency",
  "gross",
  "fee",
  "reporting_category",
  "source_id",
  "charge_id",
  "payment_intent_id",
  "description",
  "customer_email",
  "customer_id",
];

export type StripeAddress = Pick<Stripe.StripeConfig, "host" | "port" | "protocol">;

/** Splits STRIPE_API_URL into the SDK's host, port and protocol (as the billing client does). */
export function stripeAddress(apiUrl: string | undefined): StripeAddress {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

export function stripeClient(apiKey: string, address: StripeAddress): Stripe {
  return new Stripe(apiKey, {
    // Set on purpose: network errors, 409s and 5xx are retried by the SDK twice; 429s by readPage below.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "HustleForge" },
    ...address,
  });
}

/** A Stripe error in words; the platform's message is not repeated (it may quote the key). */
function failureOf(err: unknown): SyncFailure {
  if (err instanceof Stripe.errors.StripeAuthenticationError)
    return new SyncFailure(
      "Stripe refused this key: check that it is a live restricted key you have not rolled.",
      true,
      "apiKey",
    );
  if (err instanceof Stripe.errors.StripePermissionError)
    return new SyncFailure(
      "This key cannot read balance transactions: give the restricted key Read access to Balance transactions.",
      true,
      "apiKey",
    );
  if (err instanceof Stripe.errors.StripeRateLimitError)
    return new SyncFailure("Stripe asked us to slow down (too many requests); the sync will try again shortly.", false);
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new SyncFailure("Stripe could not be reached; the sync will try again shortly.", false);
  return new SyncFailure("Stripe answered with an error; the sync will try again shortly.", false);
}

async function readPage(
  stripe: Stripe,
  params: Stripe.BalanceTransactionListParams,
  signal?: AbortSignal,
): Promise<Stripe.ApiList<Stripe.BalanceTransaction>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await stripe.balanceTransactions.list(params);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeRateLimitError) || attempt >= RATE_LIMIT_TRIES || signal?.aborted)
        throw failureOf(err);
      await pause(BACKOFF_MS * 2 ** (attempt - 1), signal);
    }
  }
}

/** Checks a key before it is kept: one balance transaction is read. */
export async function checkStripeKey(stripe: Stripe): Promise<void> {
  await readPage(stripe, { limit: 1 });
}

function major(amount: number, currency: string): string {
  const c = currency.toLowerCase();
  const places = ZERO_DECIMAL.has(c) ? 0 : THREE_DECIMAL.has(c) ? 3 : 2;
  if (places === 0) return String(amount);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount)
    .toString()
    .padStart(places + 1, "0");
  return `${sign}${abs.slice(0, -places)}.${abs.slice(-places)}`;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? ""));

/** One report row of a balance transaction whose `source` was expanded. */
function rowOf(t: Stripe.BalanceTransaction): string[] {
  const source = t.source;
  let chargeId = "";
  let intent = "";
  let email = "";
  let customer = "";
  if (source && typeof source === "object") {
    if (source.object === "charge") {
      chargeId = source.id;
      intent = idOf(source.payment_intent);
      email = source.billing_details?.email ?? source.receipt_email ?? "";
      customer = idOf(source.customer);
    } else if (source.object === "refund") {
      chargeId = idOf(source.charge);
      intent = idOf(source.payment_intent);
    }
  }
  const created = new Date(t.created * 1000).toISOString().replace("T", " ").slice(0, 19);
  return [
    t.id,
    created,
    t.currency,
    major(t.amount, t.currency),
    major(t.fee, t.currency),
    t.reporting_category,
    idOf(source),
    chargeId,
    intent,
    t.description ?? "",
    email,
    customer,
  ];
}

/**
 * Every balance transaction created at or after `cursor` (unix seconds) as one table (a refund and its charge
 * must be read together to become one order), and the next cursor: the newest transaction's second. `refunded`: each
 * refunded charge's total refunded as Stripe says it now (its refund's charge expanded), in the balance's currency,
 * so that a refund of a charge stored by an earlier sync or file reaches that order (set, not added: idempotent).
 */
export async function pullStripe(
  stripe: Stripe,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{
  table: ImportTable;
  cursor: string | null;
  pages: number;
  refunded: { externalId: string; refunds: string }[];
}> {
  const since = cursor ? Number(cursor) : undefined;
  const refunded = new Map<string, string>();
  const rows: ImportTable["rows"] = [];
  let newest = since ?? null;
  let after: string | undefined;
  let pages = 0;
  for (;;) {
    if (signal?.aborted)
      throw new SyncFailure("The sync was interrupted by a server restart and will continue.", false);
    const page = await readPage(
      stripe,
      {
        limit: PAGE,
        expand: ["data.source", "data.source.charge"],
        ...(since !== undefined ? { created: { gte: since } } : {}),
        ...(after ? { starting_after: after } : {}),
      },
      signal,
    );
    pages++;
    for (const t of page.data) {
      rows.push({ line: rows.length + 2, cells: rowOf(t) });
      const source = t.source;
      if (source && typeof source === "object" && source.object === "refund") {
        const charge = source.charge;
        if (charge && typeof charge === "object" && charge.currency === t.currency)
          refunded.set(charge.id, major(charge.amount_refunded, charge.currency));
      }
      if (newest === null || t.created > newest) newest = t.created;
    }
    const last = page.data.at(-1);
    if (!page.has_more || !last) break;
    after = last.id;
  }
  return {
    table: { header: HEADER, headerLine: 1, preamble: [], rows },
    cursor: newest === null ? null : String(newest),
    pages,
    refunded: [...refunded].map(([externalId, refunds]) => ({ externalId, refunds })),
  };
}
