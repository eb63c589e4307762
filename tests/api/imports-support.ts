/** Uploads and waits shared by the imports tests: the form a browser sends, and polling an import to its end. */
import fs from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import type { HttpClient } from "../support/http-client";
import type { TestApp } from "../support/test-app";
import { SAMPLE_FILES } from "../../server/modules/imports/samples";

export type Sent = { status: number; body: any };

/** The bytes of one of the app's sample import files (server/modules/imports/samples.ts). */
export function sampleFile(fileName: string): Buffer {
  const found = SAMPLE_FILES.find((s) => s.fileName === fileName);
  if (!found) throw new Error(`no sample ${fileName}`);
  return fs.readFileSync(found.path);
}

/**
 * Posts a multipart form on a connection of its own (a large body on a keep-alive connection the server is just
 * closing for idleness is reset, which is not what these tests are about).
 */
export async function upload(
  client: HttpClient,
  csv: string | Buffer,
  options: { dryRun?: boolean; fileName?: string; fields?: Record<string, string> } = {},
): Promise<Sent> {
  const form = new FormData();
  const bytes = typeof csv === "string" ? csv : new Uint8Array(csv);
  form.append("file", new Blob([bytes], { type: "text/csv" }), options.fileName ?? "export.csv");
  for (const [k, v] of Object.entries(options.fields ?? {})) form.append(k, v);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get("content-type") ?? "";
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${client.baseUrl}/api/imports${options.dryRun ? "?dryRun=true" : ""}`,
      {
        method: "POST",
        agent: false,
        headers: { cookie: client.cookieHeader, "content-type": type, "content-length": body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Polls an import until it is done or failed (or `until` says so), and answers it. */
export async function waitForImport(
  client: HttpClient,
  id: number,
  until: (record: any) => boolean = (r) => r.status === "done" || r.status === "failed",
  timeoutMs = 60_000,
): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/imports/${id}`);
    if (res.status !== 200) throw new Error(`GET /api/imports/${id}: ${res.status} ${res.text}`);
    if (until(res.body.import)) return res.body.import;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${res.body.import.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A generated Shopify orders export: `orders` orders of two lines each (ids #<start>...). */
export function shopifyOrders(orders: number, start = 1): string {
  const header =
    "Name,Email,Financial Status,Paid at,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount";
  const rows = [header];
  for (let i = start; i < start + orders; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const date = `2026-01-${day} 10:00:00 -0500`;
    rows.push(
      `#${i},buyer${i % 500}@example.com,paid,${date},USD,42.00,4.95,3.00,49.95,0.00,${date},1,Lavender Soy Candle,24.00,CANDLE-LAV,,0.00`,
    );
    rows.push(`#${i},buyer${i % 500}@example.com,,,,,,,,,${date},1,Stoneware Mug - Blue,18.00,MUG-BLU,,`);
  }
  return `${rows.join("\n")}\n`;
}

export type Figures = {
  orders: number;
  lines: number;
  units: number;
  grossSales: string;
  discounts: string;
  refunds: string;
  shipping: string;
  taxes: string;
  fees: string;
  cogs: string;
  unvalued: number;
};

/** What the person's orders of `source` in `currency` add up to, read from the tables. */
export async function figures(app: TestApp, userId: number, source: string, currency = "USD"): Promise<Figures> {
  const result = await app.ctx.db.execute<Figures>(sql`
    with o as (select * from orders where user_id = ${userId} and source = ${source} and currency = ${currency}),
         l as (select l.* from order_lines l join o on o.id = l.order_id)
    select (select count(*)::int from o) as orders,
           (select count(*)::int from l) as lines,
           (select coalesce(sum(quantity), 0)::int from l) as units,
           (select coalesce(sum(quantity * unit_price), 0)::numeric(12,2)::text from l) as "grossSales",
           (select coalesce(sum(discounts), 0)::numeric(12,2)::text from o) as discounts,
           (select coalesce(sum(refunds), 0)::numeric(12,2)::text from o) as refunds,
           (select coalesce(sum(shipping), 0)::numeric(12,2)::text from o) as shipping,
           (select coalesce(sum(taxes), 0)::numeric(12,2)::text from o) as taxes,
           (select coalesce(sum(fees), 0)::numeric(12,2)::text from o) as fees,
           (select coalesce(sum(quantity * unit_cost), 0)::numeric(12,2)::text from l) as cogs,
           (select count(*)::int from l where unit_cost is null and service = false) as unvalued`);
  const row = result.rows[0];
  if (!row) throw new Error("no figures");
  return row;
}
