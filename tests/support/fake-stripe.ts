/**
 * A small Stripe API stand-in speaking the real wire format: form-encoded requests (bracket notation),
 * JSON responses, `{ error: { type, code, message } }` errors, Idempotency-Key replay (409 while the first
 * request is still running). Only what HustleForge calls: customers, subscriptions, the customer portal.
 * Tests drive the "outside world" through its helpers (a card saved, a renewal failed, Stripe down).
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

import {
  parseForm,
  renderInvoice,
  renderSubscription,
  type Invoice,
  type Obj,
  type SetupIntent,
} from "./fake-stripe-objects";

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  trialEnd: number | null;
  setupIntent: string | null;
  invoice: string;
  metadata: Obj;
  created: number;
};

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString("hex")}`;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
const missing = (kind: string, id: string) =>
  new StripeFailure(404, "invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing");

export class FakeStripe {
  readonly customers = new Map<string, Obj>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, Invoice>();
  readonly setupIntents = new Map<string, SetupIntent>();
  /** Parameters of every POST /v1/subscriptions that created a subscription. */
  readonly createdWith: Obj[] = [];
  /** Parameters of every POST /v1/billing_portal/sessions (its return_url, say). */
  readonly portalSessionsWith: Obj[] = [];
  /** Every request seen: method and path. */
  readonly requests: { method: string; path: string }[] = [];
  /** ok; down (connections cut); slow (answers after `slowMs`); error (500 api_error). */
  mode: "ok" | "down" | "slow" | "error" = "ok";
  slowMs = 30_000;
  /** Answer every request as if the API key were wrong (a misconfigured server). */
  rejectKey = false;
  /** Delay before every answer, so parallel requests really overlap. */
  latencyMs = 0;
  readonly apiKey: string;
  /** Accept POST /__control (end-to-end tests drive a fake running in another process). */
  control = false;
  private readonly idempotency = new Map<string, { fingerprint: string; done?: { status: number; body: string } }>();
  private server?: http.Server;
  url = "";

  constructor(apiKey = "sk_test_fake") {
    this.apiKey = apiKey;
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  // ---- the outside world, as tests drive it -------------------------------------------------------------

  /** The customer pays the first invoice (or saves the card of a trial): what confirmPayment would cause. */
  completeCheckout(subscriptionId: string): FakeSubscription {
    const sub = this.sub(subscriptionId);
    if (sub.setupIntent) this.setupIntents.get(sub.setupIntent)!.status = "succeeded";
    sub.setupIntent = null;
    if (sub.status === "incomplete") sub.status = "active";
    const invoice = this.invoices.get(sub.invoice);
    if (invoice) invoice.status = "paid";
    return sub;
  }

  /** Sets a subscription's status (a renewal failed, the customer cancelled, the checkout expired...). */
  setStatus(subscriptionId: string, status: string, patch: Partial<FakeSubscription> = {}): FakeSubscription {
    return Object.assign(this.sub(subscriptionId), { status }, patch);
  }

  /** A customer with an active, paid subscription created directly at Stripe. */
  seedActiveSubscription(customerId: string, price = "price_pro_monthly"): FakeSubscription {
    if (!this.customers.has(customerId))
      this.customers.set(customerId, { id: customerId, object: "customer", metadata: {} });
    const sub = this.createSubscription({ customer: customerId, items: [{ price }] });
    return this.completeCheckout(sub.id);
  }

  /** A webhook event's JSON body, as Stripe would send it. */
  event(type: string, object: Obj, options: { id?: string; created?: number } = {}): string {
    return JSON.stringify({
      id: options.id ?? newId("evt"),
      object: "event",
      api_version: "2026-02-25.clover",
      created: options.created ?? now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
  }

  /** The subscription as the API presents it (for event payloads). */
  subscriptionObject(id: string): Obj {
    return renderSubscription(this.sub(id), this.invoices, this.setupIntents, []);
  }

  /** The subscription's latest invoice as the API presents it (for invoice.* event payloads). */
  invoiceObject(subscriptionId: string): Obj {
    return renderInvoice(this.invoices.get(this.sub(subscriptionId).invoice)!, false);
  }

  // ---- HTTP -----------------------------------------------------------------------------------------------

  private sub(id: string): FakeSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw missing("subscription", id);
    return sub;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    if (this.control && url.pathname === "/__control" && req.method === "POST") return this.handleControl(body, res);
    this.requests.push({ method: req.method ?? "GET", path: url.pathname });
    if (this.mode === "down") {
      req.socket.destroy();
      return;
    }
    if (this.mode === "slow") await new Promise((r) => setTimeout(r, this.slowMs));
    if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
    const send = (status: number, payload: string) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
      res.end(payload);
    };
    const fail = (e: StripeFailure) =>
      JSON.stringify({ error: { type: e.type, message: e.message, ...(e.code ? { code: e.code } : {}) } });
    if (this.mode === "error") return send(500, fail(new StripeFailure(500, "api_error", "An unknown error occurred")));
    if (this.rejectKey || req.headers.authorization !== `Bearer ${this.apiKey}`)
      return send(401, fail(new StripeFailure(401, "invalid_request_error", "Invalid API Key provided")));

    const key = req.method === "POST" ? req.headers["idempotency-key"] : undefined;
    const fingerprint = `${req.method} ${url.pathname} ${body}`;
    if (typeof key === "string") {
      const seen = this.idempotency.get(key);
      if (seen && seen.fingerprint !== fingerprint)
        return send(
          400,
          fail(
            new StripeFailure(
              400,
              "idempotency_error",
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            ),
          ),
        );
      if (seen && !seen.done)
        return send(
          409,
          fail(
            new StripeFailure(
              409,
              "idempotency_error",
              "There is currently another in-progress request using this Idempotent Key.",
            ),
          ),
        );
      if (seen?.done) return send(seen.done.status, seen.done.body);
      this.idempotency.set(key, { fingerprint });
    }
    let status = 200;
    let payload: string;
    try {
      const params = req.method === "GET" || req.method === "DELETE" ? parseForm(url.search.slice(1)) : parseForm(body);
      payload = JSON.stringify(this.route(req.method ?? "GET", url.pathname, params));
    } catch (err) {
      const e = err instanceof StripeFailure ? err : new StripeFailure(500, "api_error", String(err));
      status = e.status;
      payload = fail(e);
    }
    if (typeof key === "string") {
      if (status >= 500) this.idempotency.delete(key);
      else this.idempotency.get(key)!.done = { status, body: payload };
    }
    send(status, payload);
  }

  /** { mode } sets the mode; { complete: email } completes every checkout of that customer's email. */
  private handleControl(body: string, res: http.ServerResponse): void {
    const command = JSON.parse(body || "{}") as { mode?: FakeStripe["mode"] | "auth"; complete?: string };
    if (command.mode) this.mode = command.mode === "auth" ? "ok" : command.mode;
    if (command.mode === "auth" || command.mode === "ok") this.rejectKey = command.mode === "auth";
    let completed = 0;
    if (command.complete) {
      const customers = [...this.customers.values()].filter(
        (c) => String(c.email).toLowerCase() === command.complete!.toLowerCase(),
      );
      for (const sub of this.subscriptions.values())
        if (customers.some((c) => c.id === sub.customer)) {
          this.completeCheckout(sub.id);
          completed++;
        }
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ mode: this.mode, rejectKey: this.rejectKey, completed }));
  }

  private route(method: string, path: string, params: Obj): Obj {
    const expand = ((params.expand as string[] | undefined) ?? []).map(String);
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
      };
      this.customers.set(customer.id as string, customer);
      return customer;
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = this.customers.get(m[1]);
      if (!customer) throw missing("customer", m[1]);
      return customer;
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const sub = this.createSubscription(params);
      this.createdWith.push(params);
      return renderSubscription(sub, this.invoices, this.setupIntents, expand);
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      const statusFilter = (params.status as string | undefined) ?? "active";
      const data = [...this.subscriptions.values()]
        .filter((s) => !params.customer || s.customer === params.customer)
        .filter((s) => (statusFilter === "all" ? true : s.status === statusFilter))
        .sort((a, b) => b.created - a.created)
        .slice(0, Number(params.limit ?? 10))
        .map((s) =>
          renderSubscription(
            s,
            this.invoices,
            this.setupIntents,
            expand.filter((e) => e.startsWith("data.")).map((e) => e.slice(5)),
          ),
        );
      return { object: "list", data, has_more: false, url: "/v1/subscriptions" };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.sub(m[1]);
      if (method === "GET") return renderSubscription(sub, this.invoices, this.setupIntents, expand);
      if (method === "DELETE") {
        sub.status = "canceled";
        return renderSubscription(sub, this.invoices, this.setupIntents, expand);
      }
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      this.portalSessionsWith.push(params);
      const customer = String(params.customer ?? "");
      if (!this.customers.has(customer)) throw missing("customer", customer);
      return {
        id: newId("bps"),
        object: "billing_portal.session",
        customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${crypto.randomBytes(8).toString("hex")}`,
      };
    }
    throw new StripeFailure(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  private createSubscription(params: Obj): FakeSubscription {
    const customer = String(params.customer ?? "");
    if (!this.customers.has(customer)) throw missing("customer", customer);
    const price = String(((params.items as Obj[] | undefined)?.[0]?.price as string | undefined) ?? "");
    if (!price) throw new StripeFailure(400, "invalid_request_error", "Missing required param: items[0][price].");
    const trialDays = params.trial_period_days ? Number(params.trial_period_days) : 0;
    const start = now();
    const id = newId("sub");
    const sub: FakeSubscription = {
      id,
      customer,
      price,
      created: start,
      metadata: (params.metadata as Obj) ?? {},
      periodStart: start,
      periodEnd: start + (trialDays ? trialDays : 30) * DAY,
      trialEnd: trialDays ? start + trialDays * DAY : null,
      // default_incomplete: unpaid first invoice (no trial) or a SetupIntent for the card (trial).
      status: trialDays ? "trialing" : params.payment_behavior === "default_incomplete" ? "incomplete" : "active",
      setupIntent: null,
      invoice: newId("in"),
    };
    if (trialDays) {
      const seti = { id: newId("seti"), status: "requires_payment_method" };
      this.setupIntents.set(seti.id, seti);
      sub.setupIntent = seti.id;
    }
    this.invoices.set(sub.invoice, {
      id: sub.invoice,
      customer,
      subscription: id,
      status: trialDays ? "paid" : "open",
      paymentIntent: newId("pi"),
      amount: trialDays ? 0 : 1000,
    });
    this.subscriptions.set(id, sub);
    return sub;
  }
}

/** Starts a fake Stripe server on a loopback port (0: any free port). */
export async function startFakeStripe(
  options: { port?: number; apiKey?: string; control?: boolean } = {},
): Promise<FakeStripe> {
  const fake = new FakeStripe(options.apiKey);
  fake.control = options.control ?? false;
  return fake.start(options.port);
}
