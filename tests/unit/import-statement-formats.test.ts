/**
 * Statements and ads reports in the format layer (docs/decisions/1051-etsy-statement-rows.md,
 * 1052-ad-spend-as-expenses.md, 1053-shopify-payments-rows.md): detection by columns, amounts as the platforms write
 * them ("-$1.95", "--", "1,020.00", "CA$2.00"), dates like "September 14, 2026", each row type's fate, ids that
 * are the same when a file is read again and differ for two identical rows, and the records' schemas.
 */
import { describe, expect, it } from "vitest";
import type { FormatId } from "../../shared/contracts/imports";
import { detectFormat, parseImport, type OrdersImport } from "../../server/modules/imports/formats";
import { writtenAmountCents, spelledDateOf } from "../../server/modules/imports/formats/values";
import { importedExpenseSchema, importedStatementCostSchema } from "../../shared/contracts/imports";

async function read(csv: string, format?: FormatId): Promise<OrdersImport> {
  const parsed = await parseImport(csv, format ? { format } : {});
  if (parsed.kind !== "orders") throw new Error("not an orders import");
  for (const c of parsed.costs) importedStatementCostSchema.parse(c);
  for (const e of parsed.expenses) importedExpenseSchema.parse(e);
  return parsed;
}

const ETSY = "Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details";

describe("detection", () => {
  it("knows each new export by its columns, Meta's by an Amount spent in any currency", () => {
    expect(detectFormat(ETSY.split(","))).toBe("etsy_statement");
    expect(
      detectFormat(
        "Transaction Date,Type,Order,Card Brand,Card Source,Payout Status,Payout Date,Available On,Amount,Fee,Net,Currency".split(
          ",",
        ),
      ),
    ).toBe("shopify_payments");
    expect(detectFormat(["Reporting starts", "Campaign name", "Day", "Amount spent (GBP)"])).toBe("meta_ads");
    expect(detectFormat(["Campaign name", "Day", "Amount spent"])).toBeNull();
    expect(detectFormat(["Day", "Campaign", "Campaign state", "Currency code", "Cost", "Clicks"])).toBe("google_ads");
    expect(detectFormat(["Date", "Campaign name", "Cost", "Currency", "Impressions"])).toBe("tiktok_ads");
  });

  it("finds Google's header under its title and date-range lines", async () => {
    const csv =
      'Campaign report\n"September 1, 2026 - September 30, 2026"\nDay,Campaign,Currency code,Cost\n2026-09-14,Brand,USD,3.10\n';
    const parsed = await read(csv);
    expect(parsed.format).toBe("google_ads");
    expect(parsed.expenses.map((e) => [e.date, e.campaign, e.amount, e.platform])).toEqual([
      ["2026-09-14", "Brand", "3.10", "google"],
    ]);
  });
});

describe("amounts and dates as statements write them", () => {
  it("reads signs, symbols, thousands and Etsy's '--'", () => {
    expect(writtenAmountCents("-$1.95", "Net")).toBe(-195);
    expect(writtenAmountCents("$1,234.50", "Net")).toBe(123450);
    expect(writtenAmountCents("CA$2.00", "Net")).toBe(200);
    expect(writtenAmountCents("-€0.20", "Net")).toBe(-20);
    expect(writtenAmountCents("--", "Net")).toBe(0);
    expect(writtenAmountCents("", "Net")).toBe(0);
    expect(() => writtenAmountCents("1.2.3", "Net")).toThrow('Net must be an amount such as 12.50, not "1.2.3"');
  });

  it("reads 'September 14, 2026' and ISO, and says what it expected otherwise", () => {
    expect(spelledDateOf("September 14, 2026", "Date")).toBe("2026-09-14");
    expect(spelledDateOf("Sep 4, 2026", "Date")).toBe("2026-09-04");
    expect(spelledDateOf("2026-09-14", "Date")).toBe("2026-09-14");
    expect(() => spelledDateOf("14/09/2026", "Date")).toThrow(
      'Date must be a date such as September 14, 2026, not "14/09/2026"',
    );
  });
});

describe("an Etsy statement", () => {
  it("turns each row type into what the sold-items export lacks, never a sale", async () => {
    const csv = [
      ETSY,
      '"September 14, 2026",Sale,Payment for Order #111,,USD,$20.00,--,$20.00,--',
      '"September 14, 2026",Fee,Transaction fee: Mug,Order #111,USD,--,-$1.30,-$1.30,--',
      '"September 14, 2026",Fee,Transaction fee: Mug,Order #111,USD,--,-$1.30,-$1.30,--',
      '"September 15, 2026",Fee,Listing fee,Listing #9,USD,--,-$0.20,-$0.20,--',
      '"September 16, 2026",Refund,Refund to buyer for Order #111,,USD,-$5.00,$0.33,-$4.67,--',
      '"September 16, 2026",Marketing,Etsy Ads,Etsy Ads,USD,--,-$1.95,-$1.95,--',
      '"September 16, 2026",Marketing,Etsy Ads,Etsy Ads,USD,--,-$0.05,-$0.05,--',
      '"September 17, 2026",Shipping,USPS shipping label,Label #1,USD,--,-$4.10,-$4.10,--',
      '"September 18, 2026",Deposit,$10.00 sent to your bank account,,USD,--,--,--,--',
      '"September 18, 2026",VAT,VAT: auto-renew fee,,USD,--,-$0.04,-$0.04,--',
      '"September 19, 2026",Mystery,Something new,,USD,--,-$1.00,-$1.00,--',
    ].join("\n");
    const parsed = await read(csv);
    expect(parsed.orders).toEqual([]);
    expect(parsed.costs.map((c) => [c.line, c.orderExternalId, c.fees, c.refunds])).toEqual([
      [3, "111", "1.30", "0.00"],
      [4, "111", "1.30", "0.00"],
      [6, "111", "-0.33", "5.00"],
    ]);
    // Two identical fee rows stay two, with different ids; the same file read again gives the same ids.
    expect(parsed.costs[0].externalId).not.toBe(parsed.costs[1].externalId);
    expect((await read(csv)).costs.map((c) => c.externalId)).toEqual(parsed.costs.map((c) => c.externalId));
    expect(parsed.expenses.map((e) => [e.category, e.amount, e.platform ?? null, e.source])).toEqual([
      ["platform", "0.20", null, "etsy"],
      ["shipping", "4.10", null, "etsy"],
      ["ads", "2.00", "etsy", "etsy"],
    ]);
    expect(parsed.skipped).toEqual([
      { line: 10, reason: "A deposit to your bank account, not income" },
      { line: 11, reason: "VAT Etsy collected and paid, kept apart from income" },
      { line: 12, reason: 'A row of type "Mystery" is not read' },
    ]);
  });

  it("names the line of a row it cannot read", async () => {
    const parsed = await read(
      `${ETSY}\n"Sept 40, 2026",Fee,Processing fee,Order #1,USD,--,-$1.00,-$1.00,--\n"September 1, 2026",Refund,Refund,,USD,-$1.00,--,-$1.00,--\n`,
    );
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Line 2: Date is not a real date: "Sept 40, 2026"' },
      { line: 3, message: 'Line 3: A refund must name its order ("Order #…"), not "Refund"' },
    ]);
  });
});

describe("Shopify Payments", () => {
  it("adds charge fees to orders, keeps refunds to the orders export, adjustments as expenses", async () => {
    const header = "Transaction Date,Type,Order,Card Brand,Payout Status,Payout Date,Amount,Fee,Net,Currency";
    const parsed = await read(
      [
        header,
        "2026-09-14 10:00:00 -0400,charge,#1001,visa,paid,2026-09-16,50.00,1.75,48.25,USD",
        "2026-09-15 10:00:00 -0400,refund,#1001,visa,paid,2026-09-17,-20.00,0.00,-20.00,USD",
        "2026-09-15 11:00:00 -0400,adjustment,#1001,,paid,2026-09-17,-15.00,0.00,-15.00,USD",
        "2026-09-16 11:00:00 -0400,payout,,,paid,2026-09-16,-13.25,0.00,-13.25,USD",
      ].join("\n"),
    );
    expect(parsed.costs.map((c) => [c.orderExternalId, c.fees, c.source])).toEqual([["#1001", "1.75", "shopify"]]);
    expect(parsed.expenses.map((e) => [e.category, e.amount])).toEqual([["platform", "15.00"]]);
    expect(parsed.skipped.map((s) => s.line)).toEqual([3, 5]);
  });
});

describe("ads reports", () => {
  it("sum a campaign's day across ad sets, skip totals and days of no spend, and keep each currency", async () => {
    const meta = await read(
      "Campaign name,Ad set name,Day,Amount spent (USD)\nA,x,2026-09-14,1.10\nA,y,2026-09-14,2.20\nB,x,2026-09-14,0\n",
    );
    expect(meta.expenses.map((e) => [e.campaign, e.amount, e.currency])).toEqual([["A", "3.30", "USD"]]);
    const tiktok = await read(
      "Date,Campaign name,Cost,Currency\n2026-09-14 00:00:00,Spark,4.00,EUR\n2026-09-14,Spark,1.00,USD\nTotal of 2 results,,5.00,\n",
    );
    expect(tiktok.expenses.map((e) => [e.campaign, e.amount, e.currency])).toEqual([
      ["Spark", "4.00", "EUR"],
      ["Spark", "1.00", "USD"],
    ]);
    expect(tiktok.skipped).toEqual([{ line: 4, reason: "A total of the report, not one day's spend" }]);
    // A campaign named "Total ..." is a campaign; a Google total row is not.
    const google = await read(
      "Day,Campaign,Currency code,Cost\n2026-09-14,Total Wine promo,USD,2.00\nTotal: Account,,USD,2.00\n",
    );
    expect(google.expenses.map((e) => e.campaign)).toEqual(["Total Wine promo"]);
    expect(google.skipped.map((s) => s.line)).toEqual([3]);
    // The same day of a campaign has one id however the report is cut.
    const again = await read("Campaign name,Day,Amount spent (USD)\nA,2026-09-14,9.99\n");
    expect(again.expenses[0].externalId).toBe(meta.expenses[0].externalId);
  });
});
