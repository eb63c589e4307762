/**
 * A Stripe refund without its charge id is counted, never refuses the file: matched by payment
 * intent, or by description and customer, else an unmatched refund of its own month with a warning; the P&L shows
 * it, and the P&L's CSV writes the month's loss as a number, not as text (item 9). Figures worked out by hand.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { ordersWithWrongTotals, rollupsOffFromOrders } from "../support/order-totals";
import { upload, waitForImport } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

const HEADER =
  "balance_transaction_id,created_utc,currency,gross,fee,net,reporting_category,source_id,description,customer_id,customer_email,charge_id,payment_intent_id";
/**
 * Three USD charges in March: A 100.00 (fee 3.20), B 60.00 (fee 2.04), C 40.00 (fee 1.46). Three refunds, none
 * with a charge_id: 25.00 of A found by its payment intent (line 5), all 60.00 of B found by its description and
 * customer (line 6), and 15.00 in April that nothing in the file names (line 7).
 */
const FILE = [
  HEADER,
  "txn_A,2026-03-02 10:00:00,usd,100.00,3.20,96.80,charge,ch_A,Workshop A,cus_a,a@example.com,ch_A,pi_A",
  "txn_B,2026-03-05 11:00:00,usd,60.00,2.04,57.96,charge,ch_B,Gift voucher,cus_b,b@example.com,ch_B,pi_B",
  "txn_C,2026-03-06 12:00:00,usd,40.00,1.46,38.54,charge,ch_C,Class,cus_c,c@example.com,ch_C,pi_C",
  "txn_R1,2026-03-10 09:00:00,usd,-25.00,0.00,-25.00,refund,re_1,REFUND FOR CHARGE (Workshop A),cus_a,a@example.com,,pi_A",
  "txn_R2,2026-03-12 09:00:00,usd,-60.00,0.00,-60.00,refund,re_2,REFUND FOR CHARGE (Gift voucher),cus_b,b@example.com,,",
  "txn_R3,2026-04-03 09:00:00,usd,-15.00,0.00,-15.00,refund,re_3,Refund,cus_d,d@example.com,,",
].join("\n");

describe("Stripe refunds without a charge id", () => {
  it("are matched where the file allows, else counted in their month with a warning; the P&L and its CSV show them", async () => {
    const { client } = await signedInUser(app);
    const dry = await upload(client, FILE, { dryRun: true, fileName: "stripe.csv" });
    expect(dry.status).toBe(200);
    // Orders: A, B, C and the unmatched refund (refund:re_3). Gross 200.00; refunds 25 + 60 + 15 = 100.00;
    // fees 3.20 + 2.04 + 1.46 = 6.70.
    expect(dry.body).toMatchObject({ source: "stripe_balance", rows: 6, orders: 4, errors: [] });
    expect(dry.body.totals).toEqual([
      {
        currency: "USD",
        grossSales: "200.00",
        discounts: "0.00",
        refunds: "100.00",
        shipping: "0.00",
        taxes: "0.00",
        fees: "6.70",
        expenses: "0.00",
      },
    ]);
    expect(dry.body.warnings).toEqual([
      {
        line: 7,
        message:
          "Line 7: This refund of USD 15.00 names no charge the file has (no charge_id, and no charge with its payment intent or its description and customer): it is counted as a refund of 2026-04 without its sale",
      },
    ]);

    // The import does not need "skip bad rows": nothing in the file is an error.
    const started = await upload(client, FILE, { fileName: "stripe.csv" });
    expect(started.status).toBe(202);
    const done = await waitForImport(client, started.body.import.id);
    expect(done).toMatchObject({ status: "done", ordersAdded: 4, errors: [], failure: null });
    expect(done.warnings).toEqual(dry.body.warnings);

    // March: net sales 200.00 - 85.00 = 115.00; net profit 115.00 - 6.70 = 108.30 (services: no cost of goods).
    // April: the unmatched refund alone: net sales and net profit -15.00. Total net profit 93.30.
    const pnl = await client.get("/api/finance/pnl?from=2026-03-01&to=2026-04-30&groupBy=month");
    expect(pnl.status).toBe(200);
    expect(
      pnl.body.rows.map((r: Record<string, unknown>) => [r.key, r.orders, r.refunds, r.netSales, r.netProfit]),
    ).toEqual([
      ["2026-03", 3, "85.00", "115.00", "108.30"],
      ["2026-04", 1, "15.00", "-15.00", "-15.00"],
    ]);
    expect(pnl.body.totals).toMatchObject({ refunds: "100.00", netSales: "100.00", netProfit: "93.30" });

    // Margin 93.30 / 100.00 = 93.3%. The CSV: April's loss is the number -15.00, not the text '-15.00; a formula in a label is still escaped.
    const csv = await client.get("/api/finance/pnl.csv?from=2026-03-01&to=2026-04-30&groupBy=month");
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[2]).toBe("2026-04,April 2026,1,0,0.00,0.00,15.00,-15.00,0.00,0.00,0.00,0.00,-15.00,");
    expect(lines[3]).toBe("total,Total,4,3,200.00,0.00,100.00,100.00,0.00,0.00,6.70,0.00,93.30,93.3");
    expect(csv.text).not.toContain("'-");

    expect(await ordersWithWrongTotals(app.ctx.db)).toEqual([]);
    expect(await rollupsOffFromOrders(app.ctx.db)).toEqual([]);
  });

  it("still refuses a refund that cannot be told apart from another (no id at all), naming its line", async () => {
    const { client } = await signedInUser(app);
    const file = `${HEADER}\n,2026-03-10 09:00:00,usd,-5.00,0.00,-5.00,refund,,Refund,,,,\n`;
    const dry = await upload(client, file, { dryRun: true, fileName: "stripe.csv" });
    expect(dry.status).toBe(200);
    expect(dry.body.errors).toEqual([
      {
        line: 2,
        message: "Line 2: This refund has no source_id or balance_transaction_id, so it cannot be told apart",
      },
    ]);
  });
});

describe("the P&L CSV", () => {
  it("escapes a product name that would run as a formula and keeps its negative figures numbers", async () => {
    const { client } = await signedInUser(app);
    // One Stripe charge named like a formula, refunded more than its net: 10.00 gross, 12.00 refunded, fee 0.59.
    const file = [
      HEADER,
      'txn_X,2026-05-02 10:00:00,usd,10.00,0.59,9.41,charge,ch_X,=HYPERLINK("http://x"),cus_x,x@example.com,ch_X,pi_X',
      "txn_Y,2026-05-03 10:00:00,usd,-12.00,0.00,-12.00,refund,re_Y,Refund,cus_x,x@example.com,ch_X,pi_X",
    ].join("\n");
    const started = await upload(client, file, { fileName: "stripe.csv" });
    expect((await waitForImport(client, started.body.import.id)).status).toBe("done");
    const csv = await client.get("/api/finance/pnl.csv?from=2026-05-01&to=2026-05-31&groupBy=product");
    expect(csv.status).toBe(200);
    // The product row: gross 10.00 (its refund is in the orders' row). The orders' row: refunds 12.00, fees 0.59,
    // net profit -12.59. Net sales 10.00 - 12.00 = -2.00; net profit -2.00 - 0.59 = -2.59.
    expect(csv.text).toContain(`"name:=HYPERLINK(""http://x"")","'=HYPERLINK(""http://x"")",1,1,10.00,`);
    expect(csv.text).toContain(`_orders,"Order discounts, refunds, shipping and fees",0,0,0.00,0.00,12.00,-12.00,`);
    const total = csv.text.trim().split(/\r?\n/).at(-1);
    expect(total).toBe("total,Total,1,1,10.00,0.00,12.00,-2.00,0.00,0.00,0.59,0.00,-2.59,");
  });
});
