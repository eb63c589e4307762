/**
 * A small stand-in for Stripe's balance transactions list (GET /v1/balance_transactions), speaking its wire format:
 * Bearer keys, newest first, `limit` (1-100), `starting_after`, `created[gte|gt|lte|lt]`, `expand[]=data.source` (or `expand[0]=`, as the SDKs send it)
 * (the charge or refund object; with `data.source.charge` too, a refund's charge as an object with its
 * `amount_refunded` as it is now), `{ object: "list", data, has_more, url }`; errors as `{ error: { type, code,
 * message } }` with Stripe's statuses: 401 for an unknown key, 403 for a restricted key without the permission,
 * 429 `rate_limit` when a test asks for it. Amounts are integers in the currency's smallest unit.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;
export type FakeBalanceTransaction = {
  id: string;
  created: number;
  amount: number;
  fee: number;
  currency: string;
  description: string | null;
  reporting_category: "charge" | "refund" | "fee" | "payout";
  source: Obj | null;
};

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString("hex")}`;

export class FakeStripeBalance {
  readonly transactions: FakeBalanceTransaction[] = [];
  /** Every charge by id, as `expand[]=data.source.charge` answers it. */
  private readonly charges = new Map<string, Obj & { id: string; amount: number; amount_refunded: number }>();
  /** Keys that may read balance transactions. */
  readonly keys = new Set<string>();
  /** Restricted keys that exist but lack the Balance transactions permission. */
  readonly keysWithoutPermission = new Set<string>();
  /** The next this many list requests answer 429 rate_limit. */
  rateLimitNext = 0;
  /** Every request: its path and query, and the key it sent. */
  readonly requests: { path: string; query: string; key: string }[] = [];
  private server?: http.Server;
  url = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  /** A charge and its balance transaction; answers the charge id. */
  addCharge(c: {
    amount: number;
    fee: number;
    created: number;
    currency?: string;
    description?: string;
    email?: string;
    id?: string;
  }): string {
    const charge = {
      id: c.id ?? newId("ch"),
      object: "charge",
      amount: c.amount,
      currency: c.currency ?? "usd",
      customer: null,
      description: c.description ?? null,
      payment_intent: newId("pi"),
      receipt_email: null,
      billing_details: { email: c.email ?? null, name: null },
      amount_refunded: 0,
      refunded: false,
    };
    this.charges.set(charge.id, charge);
    this.transactions.push({
      id: newId("txn"),
      created: c.created,
      amount: c.amount,
      fee: c.fee,
      currency: charge.currency,
      description: c.description ?? null,
      reporting_category: "charge",
      source: charge,
    });
    return charge.id;
  }

  /** A refund of a charge: a negative balance transaction whose source is the refund. */
  addRefund(chargeId: string, amount: number, created: number, currency = "usd"): void {
    const charge = this.charges.get(chargeId);
    if (charge) {
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
    }
    this.transactions.push({
      id: newId("txn"),
      created,
      amount: -amount,
      fee: 0,
      currency,
      description: "REFUND FOR CHARGE",
      reporting_category: "refund",
      source: { id: newId("re"), object: "refund", amount, charge: chargeId, currency, payment_intent: null },
    });
  }

  /** A payout: moves money, never a sale. */
  addPayout(amount: number, created: number): void {
    this.transactions.push({
      id: newId("txn"),
      created,
      amount: -amount,
      fee: 0,
      currency: "usd",
      description: "STRIPE PAYOUT",
      reporting_category: "payout",
      source: { id: newId("po"), object: "payout" },
    });
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? "/", "http://fake");
    const key = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    this.requests.push({ path: url.pathname, query: url.search, key });
    const send = (status: number, body: Obj) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, type: string, message: string, code?: string) =>
      send(status, { error: { type, message, ...(code ? { code } : {}) } });
    if (req.method !== "GET" || url.pathname !== "/v1/balance_transactions")
      return fail(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    if (this.keysWithoutPermission.has(key))
      return fail(
        403,
        "invalid_request_error",
        "The provided key does not have the required permissions for this endpoint. Having the 'rak_balance_transaction_source_read' permission would allow this request to continue.",
      );
    if (!this.keys.has(key)) return fail(401, "invalid_request_error", "Invalid API Key provided");
    if (this.rateLimitNext > 0) {
      this.rateLimitNext--;
      return fail(
        429,
        "invalid_request_error",
        "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.",
        "rate_limit",
      );
    }
    const q = url.searchParams;
    const limit = Math.min(100, Math.max(1, Number(q.get("limit") ?? 10)));
    const bound = (op: string) => (q.has(`created[${op}]`) ? Number(q.get(`created[${op}]`)) : undefined);
    const [gte, gt, lte, lt] = ["gte", "gt", "lte", "lt"].map(bound);
    // Stripe's form encoding: expand[]=... or, as its SDKs send it, expand[0]=...
    const expanded = (path: string) => [...q.entries()].some(([k, v]) => /^expand\[\d*\]$/.test(k) && v === path);
    const expand = expanded("data.source");
    const expandCharge = expand && expanded("data.source.charge");
    const sourceOf = (t: FakeBalanceTransaction) => {
      if (!t.source) return null;
      if (!expand) return t.source.id;
      const charge =
        expandCharge && t.source.object === "refund" ? this.charges.get(String(t.source.charge)) : undefined;
      return charge ? { ...t.source, charge: { ...charge } } : t.source;
    };
    let list = [...this.transactions]
      .filter(
        (t) =>
          (gte === undefined || t.created >= gte) &&
          (gt === undefined || t.created > gt) &&
          (lte === undefined || t.created <= lte) &&
          (lt === undefined || t.created < lt),
      )
      .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
    const after = q.get("starting_after");
    if (after) {
      const at = list.findIndex((t) => t.id === after);
      if (at < 0)
        return fail(400, "invalid_request_error", `No such balance transaction: '${after}'`, "resource_missing");
      list = list.slice(at + 1);
    }
    const page = list.slice(0, limit).map((t) => ({
      object: "balance_transaction",
      id: t.id,
      amount: t.amount,
      available_on: t.created,
      created: t.created,
      currency: t.currency,
      description: t.description,
      exchange_rate: null,
      fee: t.fee,
      fee_details: t.fee
        ? [{ amount: t.fee, currency: t.currency, description: "Stripe processing fees", type: "stripe_fee" }]
        : [],
      net: t.amount - t.fee,
      reporting_category: t.reporting_category,
      source: sourceOf(t),
      status: "available",
      type: t.reporting_category,
    }));
    send(200, { object: "list", data: page, has_more: list.length > limit, url: "/v1/balance_transactions" });
  }
}
