/**
 * A small stand-in for one shop's Shopify Admin GraphQL API (POST /admin/api/{version}/graphql.json), speaking its
 * wire format: the custom app's token in X-Shopify-Access-Token (401 otherwise), `shop { name ianaTimezone }`,
 * `orders(first:, after:, query:, sortKey: UPDATED_AT)` with `updated_at:>'...'` / `>=` filters and
 * pageInfo { hasNextPage endCursor }, and the query-cost rate limit: a leaky bucket of `maximumAvailable` points
 * refilled at `restoreRate` a second; a query whose requested cost is more than what is left is answered
 * `errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }]`, and every answer carries
 * `extensions.cost { requestedQueryCost, actualQueryCost, throttleStatus }`. Costs follow Shopify's rules roughly:
 * an object 1, a connection 2 + its `first` objects (requested) or those returned (actual).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

type Money = { shopMoney: { amount: string; currencyCode: string } };
export type FakeShopifyLine = { name: string; sku: string | null; quantity: number; price: string };
export type FakeShopifyOrder = {
  id: string;
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string;
  currencyCode: string;
  shipping: string;
  tax: string;
  discounts: string;
  refunded: string;
  lines: FakeShopifyLine[];
};

export class FakeShopify {
  readonly orders: FakeShopifyOrder[] = [];
  token = "shpat_fake0token";
  shopName = "Candle Corner";
  timeZone = "America/New_York";
  maximumAvailable = 2000;
  restoreRate = 100;
  /** The next this many queries answer THROTTLED whatever the bucket holds. */
  throttleNext = 0;
  /** Every query: its variables, and whether it was throttled. */
  readonly queries: { variables: Record<string, unknown>; throttled: boolean; requested: number }[] = [];
  /** Every path asked for, and the Host it was asked with. */
  readonly requests: { path: string; host: string }[] = [];
  private available = this.maximumAvailable;
  private filledAt = Date.now();
  private server?: http.Server;
  url = "";

  async start(): Promise<this> {
    this.available = this.maximumAvailable;
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  /** Sets the bucket (and fills it). */
  limits(maximumAvailable: number, restoreRate: number): void {
    this.maximumAvailable = maximumAvailable;
    this.restoreRate = restoreRate;
    this.available = maximumAvailable;
    this.filledAt = Date.now();
  }

  addOrder(
    o: Partial<FakeShopifyOrder> & { name: string; createdAt: string; lines: FakeShopifyLine[] },
  ): FakeShopifyOrder {
    const order: FakeShopifyOrder = {
      id: `gid://shopify/Order/${5_000_000 + this.orders.length}`,
      email: null,
      updatedAt: o.createdAt,
      cancelledAt: null,
      displayFinancialStatus: "PAID",
      currencyCode: "USD",
      shipping: "0.00",
      tax: "0.00",
      discounts: "0.00",
      refunded: "0.00",
      ...o,
    };
    this.orders.push(order);
    return order;
  }

  private status() {
    const now = Date.now();
    this.available = Math.min(
      this.maximumAvailable,
      this.available + ((now - this.filledAt) / 1000) * this.restoreRate,
    );
    this.filledAt = now;
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.available),
      restoreRate: this.restoreRate,
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.requests.push({ path: req.url ?? "", host: req.headers.host ?? "" });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || !/^\/admin\/api\/\d{4}-\d{2}\/graphql\.json$/.test(req.url ?? ""))
      return send(404, { errors: "Not Found" });
    if (req.headers["x-shopify-access-token"] !== this.token)
      return send(401, { errors: "[API] Invalid API key or access token (unrecognized login or wrong password)" });
    let body: { query?: string; variables?: Record<string, unknown> };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
    } catch {
      return send(400, { errors: { query: "Required parameter missing or invalid" } });
    }
    const query = body.query ?? "";
    const variables = body.variables ?? {};
    const first = Number(variables.first ?? /orders\(first:\s*(\d+)/.exec(query)?.[1] ?? 1);
    const lineFirst = Number(/lineItems\(first:\s*(\d+)/.exec(query)?.[1] ?? 0);
    const perOrder = /lineItems/.test(query) ? 1 + 8 + 2 + lineFirst * 3 : 1;
    const requested = (/shop\s*\{/.test(query) ? 1 : 0) + 2 + first * perOrder;
    const status = this.status();
    if (this.throttleNext > 0 || requested > status.currentlyAvailable) {
      if (this.throttleNext > 0) this.throttleNext--;
      this.queries.push({ variables, throttled: true, requested });
      return send(200, {
        errors: [
          {
            message: "Throttled",
            extensions: { code: "THROTTLED", documentation: "https://shopify.dev/api/usage/rate-limits" },
          },
        ],
        extensions: { cost: { requestedQueryCost: requested, actualQueryCost: null, throttleStatus: status } },
      });
    }
    this.queries.push({ variables, throttled: false, requested });
    const data: Record<string, unknown> = {};
    let actual = 0;
    if (/shop\s*\{/.test(query)) {
      data.shop = { name: this.shopName, ianaTimezone: this.timeZone };
      actual += 1;
    }
    const page = this.page(first, variables.after as string | null, variables.query as string | null);
    data.orders = {
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      nodes: page.nodes.map((o) => this.node(o, lineFirst)),
    };
    actual +=
      2 + page.nodes.reduce((n, o) => n + (perOrder === 1 ? 1 : 11 + Math.min(o.lines.length, lineFirst) * 3), 0);
    this.available -= actual;
    send(200, {
      data,
      extensions: { cost: { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: this.status() } },
    });
  }

  private page(first: number, after: string | null, search: string | null) {
    const m = search ? /updated_at:(>=?)'?([^' ]+)'?/.exec(search) : null;
    const since = m ? Date.parse(m[2]) : null;
    const sorted = this.orders
      .filter(
        (o) => since === null || (m![1] === ">=" ? Date.parse(o.updatedAt) >= since : Date.parse(o.updatedAt) > since),
      )
      .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || (a.id < b.id ? -1 : 1));
    const start = after ? Number(Buffer.from(after, "base64").toString("utf8").replace("cursor:", "")) + 1 : 0;
    const nodes = sorted.slice(start, start + first);
    const last = start + nodes.length - 1;
    return {
      nodes,
      hasNextPage: start + nodes.length < sorted.length,
      endCursor: nodes.length ? Buffer.from(`cursor:${last}`).toString("base64") : null,
    };
  }

  private node(o: FakeShopifyOrder, lineFirst: number) {
    const money = (amount: string): Money => ({ shopMoney: { amount, currencyCode: o.currencyCode } });
    return {
      id: o.id,
      name: o.name,
      email: o.email,
      createdAt: o.createdAt,
      updatedAt: o.updatedAt,
      cancelledAt: o.cancelledAt,
      displayFinancialStatus: o.displayFinancialStatus,
      currencyCode: o.currencyCode,
      totalShippingPriceSet: money(o.shipping),
      totalTaxSet: money(o.tax),
      totalDiscountsSet: money(o.discounts),
      totalRefundedSet: money(o.refunded),
      lineItems: {
        nodes: o.lines.slice(0, lineFirst).map((l) => ({
          name: l.name,
          sku: l.sku,
          quantity: l.quantity,
          originalUnitPriceSet: money(l.price),
        })),
      },
    };
  }
}
