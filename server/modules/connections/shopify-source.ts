/**
 * A Shopify shop's orders through the Admin GraphQL API (POST /admin/api/{version}/graphql.json with the custom
 * app's token), read into the rows of Shopify's orders export so the import's parser turns them into the same
 * orders as the file (docs/decisions/1072-sync-job-and-cursor.md). The shop is reached only at
 * https://{shop}.myshopify.com, its name checked against SHOPIFY_DOMAIN; tests set SHOPIFY_API_BASE_URL.
 *
 * Orders by UPDATED_AT, oldest first, `query: "updated_at:>='cursor'"`, 20 a page through pageInfo's endCursor.
 * Shopify meters queries by cost (a bucket of points refilled each second): a THROTTLED answer waits for the
 * points the query needs (extensions.cost.throttleStatus), and a page that leaves too few waits before the next
 * (docs/decisions/1073-sync-fakes-and-base-addresses.md).
 */
import { SHOPIFY_DOMAIN } from "../../../shared/contracts/connections";
import type { ImportTable } from "../imports";
import { SyncFailure, pause } from "./sync-failure";

export const SHOPIFY_API_VERSION = "2025-10";
const PAGE = 20;
const LINES = 10;
const THROTTLE_TRIES = 10;
const TIMEOUT_MS = 20_000;

const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      name email createdAt updatedAt cancelledAt displayFinancialStatus currencyCode
      totalShippingPriceSet { shopMoney { amount } }
      totalTaxSet { shopMoney { amount } }
      totalDiscountsSet { shopMoney { amount } }
      totalRefundedSet { shopMoney { amount } }
      lineItems(first: ${LINES}) { nodes { name sku quantity originalUnitPriceSet { shopMoney { amount } } } }
    }
  }
}`;
const SHOP_QUERY = `query Shop { shop { name ianaTimezone } orders(first: 1) { nodes { id } } }`;

type Money = { shopMoney: { amount: string } } | null;
export type ShopifyOrderNode = {
  name: string;
  email: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string | null;
  currencyCode: string;
  totalShippingPriceSet: Money;
  totalTaxSet: Money;
  totalDiscountsSet: Money;
  totalRefundedSet: Money;
  lineItems: { nodes: { name: string; sku: string | null; quantity: number; originalUnitPriceSet: Money }[] };
};
type OrdersPage = {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrderNode[] };
};
type ThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
type GraphQlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: {
    cost?: { requestedQueryCost?: number; actualQueryCost?: number | null; throttleStatus?: ThrottleStatus };
  };
};

export type ShopifyShop = { domain: string; token: string; baseUrl?: string };

const HEADER = [
  "Name",
  "Email",
  "Financial Status",
  "Created at",
  "Currency",
  "Shipping",
  "Taxes",
  "Discount Amount",
  "Refunded Amount",
  "Cancelled at",
  "Lineitem name",
  "Lineitem sku",
  "Lineitem quantity",
  "Lineitem price",
];

/** The one address a shop is reached at; a name that is not a myshopify.com name is never fetched. */
export function shopifyEndpoint(shop: ShopifyShop): string {
  if (!SHOPIFY_DOMAIN.test(shop.domain))
    throw new SyncFailure("This is not a myshopify.com shop address.", true, "shopDomain");
  const base = shop.baseUrl ? shop.baseUrl.replace(/\/+$/, "") : `https://${shop.domain}`;
  return `${base}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
}

/** Seconds until the bucket holds `needed` points again. */
const waitFor = (needed: number, status: ThrottleStatus) =>
  Math.max(
    0,
    (Math.min(needed, status.maximumAvailable) - status.currentlyAvailable) / Math.max(status.restoreRate, 1),
  );

async function ask<T>(
  shop: ShopifyShop,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ data: T; throttle?: ThrottleStatus; requested: number }> {
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(shopifyEndpoint(shop), {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Access-Token": shop.token },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: "error",
      });
    } catch (err) {
      if (err instanceof SyncFailure) throw err;
      throw new SyncFailure("The shop could not be reached; the sync will try again shortly.", false);
    }
    if (response.status === 401)
      throw new SyncFailure(
        "Shopify refused this access token: copy the Admin API access token of your custom app again.",
        true,
        "accessToken",
      );
    if (response.status === 403)
      throw new SyncFailure(
        "This token cannot read orders: give your custom app the read_orders access scope.",
        true,
        "accessToken",
      );
    if (response.status === 404 || response.status === 402 || response.status === 423)
      throw new SyncFailure(
        "No open Shopify shop answers at this address: check the myshopify.com name.",
        true,
        "shopDomain",
      );
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      if (attempt >= THROTTLE_TRIES || signal?.aborted)
        throw new SyncFailure("Shopify is busy or slowing us down; the sync will try again shortly.", false);
      const after = Number(response.headers.get("retry-after"));
      await pause((Number.isFinite(after) && after > 0 ? after : 2 ** attempt / 2) * 1000, signal);
      continue;
    }
    if (!response.ok) throw new SyncFailure(`Shopify answered with an error (HTTP ${response.status}).`, false);
    const answer = (await response.json().catch(() => ({}))) as GraphQlAnswer<T>;
    const cost = answer.extensions?.cost;
    const throttled = answer.errors?.some((e) => e.extensions?.code === "THROTTLED");
    if (throttled) {
      if (attempt >= THROTTLE_TRIES || signal?.aborted)
        throw new SyncFailure("Shopify kept asking us to slow down; the sync will try again shortly.", false);
      const seconds = cost?.throttleStatus ? waitFor(cost.requestedQueryCost ?? 100, cost.throttleStatus) : 1;
      await pause(Math.max(seconds, 0.05) * 1000, signal);
      continue;
    }
    if (answer.errors?.some((e) => e.extensions?.code === "ACCESS_DENIED"))
      throw new SyncFailure(
        "This token cannot read orders: give your custom app the read_orders access scope.",
        true,
        "accessToken",
      );
    if (answer.errors?.length || !answer.data)
      throw new SyncFailure("Shopify could not answer the orders query; the sync will try again shortly.", false);
    return { data: answer.data, throttle: cost?.throttleStatus, requested: cost?.requestedQueryCost ?? 0 };
  }
}

/** Checks the token before it is kept: the shop's name and one order. Answers the shop's name and time zone. */
export async function checkShopify(shop: ShopifyShop): Promise<{ name: string; timeZone: string }> {
  const { data } = await ask<{ shop: { name: string; ianaTimezone: string } }>(shop, SHOP_QUERY, {});
  return { name: data.shop.name, timeZone: data.shop.ianaTimezone };
}

const amount = (m: Money) => m?.shopMoney.amount ?? "0";

/** "2026-11-01T03:15:00Z" in the shop's zone, as the export writes it: "2026-10-31 23:15:00". */
function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The export's rows of one order: the order's fields on its first row only. */
export function rowsOfOrder(order: ShopifyOrderNode, timeZone: string): string[][] {
  const status = (order.displayFinancialStatus ?? "").toLowerCase();
  const lines = order.lineItems.nodes.length ? order.lineItems.nodes : [null];
  return lines.map((line, i) => {
    const first = i === 0;
    return [
      order.name,
      first ? (order.email ?? "") : "",
      first ? status : "",
      first ? localTime(order.createdAt, timeZone) : "",
      first ? order.currencyCode : "",
      first ? amount(order.totalShippingPriceSet) : "",
      first ? amount(order.totalTaxSet) : "",
      first ? amount(order.totalDiscountsSet) : "",
      first ? amount(order.totalRefundedSet) : "",
      first && order.cancelledAt ? order.cancelledAt : "",
      line?.name ?? "",
      line?.sku ?? "",
      line ? String(line.quantity) : "",
      line ? amount(line.originalUnitPriceSet) : "",
    ];
  });
}

/**
 * The orders updated at or after `cursor`, a page at a time: `onPage` gets each page as a table, the cursor to
 * keep once it is written (the page's last updatedAt) and its number of orders.
 */
export async function pullShopify(
  shop: ShopifyShop,
  cursor: string | null,
  timeZone: string,
  onPage: (table: ImportTable, cursor: string, orders: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ pages: number; orders: number }> {
  let after: string | null = null;
  let pages = 0;
  let orders = 0;
  const query = cursor ? `updated_at:>='${cursor}'` : null;
  for (;;) {
    if (signal?.aborted)
      throw new SyncFailure("The sync was interrupted by a server restart and will continue.", false);
    const answer: { data: OrdersPage; throttle?: ThrottleStatus; requested: number } = await ask<OrdersPage>(
      shop,
      ORDERS_QUERY,
      { first: PAGE, after, query },
      signal,
    );
    const { data, throttle, requested } = answer;
    pages++;
    const nodes = data.orders.nodes;
    if (nodes.length) {
      const rows = nodes.flatMap((o) => rowsOfOrder(o, timeZone)).map((cells, i) => ({ line: i + 2, cells }));
      orders += nodes.length;
      await onPage(
        { header: HEADER, headerLine: 1, preamble: [], rows },
        nodes[nodes.length - 1].updatedAt,
        nodes.length,
      );
    }
    if (!data.orders.pageInfo.hasNextPage || !data.orders.pageInfo.endCursor) break;
    after = data.orders.pageInfo.endCursor;
    // Leave the bucket enough for the next page rather than be throttled by it.
    if (throttle && requested) {
      const seconds = waitFor(requested, throttle);
      if (seconds > 0) await pause(seconds * 1000, signal);
    }
  }
  return { pages, orders };
}
