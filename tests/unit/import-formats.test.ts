/**
 * The import format layer (docs/decisions/1000-import-formats.md): the streaming CSV reader and its row limit,
 * format detection, each platform's parser on files written from its documented columns, the mapping for any
 * other CSV, the dry-run summary, and the sample files with totals worked out by hand.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  ImportFileError,
  detectFormat,
  parseImport,
  parseTable,
  readCsvRows,
  readImportTable,
  summariseImport,
  type OrdersImport,
  type ParsedImport,
  type ProductsImport,
  type ReadTableOptions,
} from "../../server/modules/imports/formats";
import { SAMPLE_FILES } from "../../server/modules/imports/samples";
import {
  columnMappingSchema,
  formatIdSchema,
  importRowErrorSchema,
  importSkippedRowSchema,
  importSummarySchema,
  importedExpenseSchema,
  importedOrderSchema,
  importedProductSchema,
  type ColumnMappingInput,
} from "../../shared/contracts/imports";

const crlf = (...lines: string[]) => lines.join("\r\n") + "\r\n";

async function orders(text: string, options: ReadTableOptions = {}): Promise<OrdersImport> {
  const result = await parseImport(Buffer.from(text), options);
  expect(result.kind).toBe("orders");
  expectContract(result);
  return result as OrdersImport;
}

async function products(text: string): Promise<ProductsImport> {
  const result = await parseImport(Buffer.from(text));
  expect(result.kind).toBe("products");
  expectContract(result);
  return result as ProductsImport;
}

/** Every record a parser answers is what the API's schemas promise. */
function expectContract(result: ParsedImport) {
  if (result.kind === "orders") {
    for (const order of result.orders) expect(importedOrderSchema.parse(order)).toEqual(order);
    for (const expense of result.expenses) expect(importedExpenseSchema.parse(expense)).toEqual(expense);
    const summary = summariseImport(result, result.rows);
    expect(importSummarySchema.parse(summary)).toEqual(summary);
  } else for (const product of result.products) expect(importedProductSchema.parse(product)).toEqual(product);
  for (const error of result.errors) expect(importRowErrorSchema.parse(error)).toEqual(error);
  for (const skipped of result.skipped) expect(importSkippedRowSchema.parse(skipped)).toEqual(skipped);
}

async function refusal(promise: Promise<unknown>): Promise<ImportFileError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImportFileError);
  return err as ImportFileError;
}

async function allRows(input: Readable | Buffer | string, batchSize?: number) {
  const batches = [];
  for await (const batch of readCsvRows(input, { batchSize })) batches.push(batch);
  return batches;
}

describe("reading CSV", () => {
  it("strips the BOM, reads CRLF, quoted commas, quotes and line breaks, and numbers rows by the line they start on", async () => {
    const text =
      '\uFEFFa,b,c\r\n1,"x, y",3\r\n2,"two\r\nlines ""quoted""",4\r\n\r\n,,\r\n5,"three\nmore\nlines",6\r\n7,8,9';
    const [rows] = await allRows(Buffer.from(text));
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "x, y", "3"] },
      { line: 3, cells: ["2", 'two\r\nlines "quoted"', "4"] },
      { line: 7, cells: ["5", "three\nmore\nlines", "6"] },
      { line: 10, cells: ["7", "8", "9"] },
    ]);
  });

  it("hands rows over in batches", async () => {
    const batches = await allRows(crlf("h", "1", "2", "3", "4"), 2);
    expect(batches.map((b) => b.map((r) => r.cells[0]))).toEqual([["h", "1"], ["2", "3"], ["4"]]);
  });

  it("refuses a file that is not CSV", async () => {
    const err = await refusal(allRows('a,b\n1,"never closed\n2,3\n'));
    expect(err.code).toBe("invalid_csv");
    expect(err.message).toMatch(/^The file is not valid CSV: /);
  });

  it("refuses a file of 200,001 rows below its header while reading it, without waiting for the stream's end", async () => {
    let produced = 0;
    let ended = false;
    const source = new Readable({
      read() {
        if (produced >= 200_001) return; // every row has arrived; the end of the stream never does
        const chunk = produced === 0 ? ["Name,Qty"] : [];
        for (let i = 0; i < 5_000 && produced < 200_001; i++) chunk.push(`#${++produced},1`);
        this.push(chunk.join("\n") + "\n");
      },
    });
    source.on("end", () => (ended = true));
    const err = await refusal(
      (async () => {
        for await (const batch of readCsvRows(source)) void batch;
      })(),
    );
    expect(err.code).toBe("too_many_rows");
    expect(err.message).toBe("The file has more than 200,000 rows: split it into smaller files and import each");
    expect(source.destroyed).toBe(true);
    expect(ended).toBe(false);
  });

  it("stops pulling a long stream as soon as the limit is passed", async () => {
    let produced = 0;
    const source = Readable.from(
      (function* () {
        while (produced < 1_000_000) {
          const chunk: string[] = [];
          for (let i = 0; i < 100; i++) chunk.push(`row ${++produced},1`);
          yield chunk.join("\n") + "\n";
        }
      })(),
    );
    const err = await refusal(
      (async () => {
        for await (const batch of readCsvRows(source, { maxRows: 1_000 })) void batch;
      })(),
    );
    expect(err.message).toBe("The file has more than 1,000 rows: split it into smaller files and import each");
    expect(produced).toBeLessThan(10_000);
    expect(source.destroyed).toBe(true);
  });

  it("accepts a file of exactly the limit", async () => {
    const batches = [];
    for await (const batch of readCsvRows(crlf("h", "1", "2"), { maxRows: 3 })) batches.push(batch);
    expect(batches.flat()).toHaveLength(3);
    await refusal(readImportTable(crlf("h", "1", "2", "3"), { maxRows: 3 }));
  });
});

const SHOPIFY_HEADER =
  "Name,Email,Financial Status,Currency,Subtotal,Shipping,Taxes,Total,Discount Amount,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Cancelled at,Refunded Amount";
const ETSY_HEADER =
  "Sale Date,Item Name,Buyer,Quantity,Price,Discount Amount,Order Shipping,Order Sales Tax,Currency,Transaction ID,Order ID,SKU";
const AMAZON_PREAMBLE = [
  '"Includes Amazon Marketplace, Fulfillment by Amazon (FBA), and Amazon Webstore transactions"',
  '"All amounts in USD, unless specified"',
  '"Definitions:"',
];
const AMAZON_HEADER =
  '"date/time","settlement id","type","order id","sku","description","quantity","marketplace","product sales","product sales tax","shipping credits","shipping credits tax","gift wrap credits","giftwrap credits tax","promotional rebates","promotional rebates tax","marketplace withheld tax","selling fees","fba fees","other transaction fees","other","total"';
const STRIPE_HEADER =
  "balance_transaction_id,created_utc,currency,gross,fee,net,reporting_category,source_id,description,customer_email,customer_id,charge_id,payment_intent_id";

describe("detecting the format", () => {
  it.each([
    [SHOPIFY_HEADER.toUpperCase().split(","), "shopify_orders"],
    [["  handle ", "TITLE", "Variant  SKU", "variant price", "Cost per item"], "shopify_products"],
    [ETSY_HEADER.toLowerCase().split(","), "etsy_orders"],
    [AMAZON_HEADER.replace(/"/g, "").replace(/ /g, "  ").split(","), "amazon_transactions"],
    [STRIPE_HEADER.toUpperCase().split(","), "stripe_balance"],
    [["Balance Transaction ID", "Created UTC", "Reporting Category", "Gross", "Fee", "Currency"], "stripe_balance"],
    [["Date", "Item", "Qty", "Price"], null],
    [[], null],
  ])("%j is %s", (header, format) => {
    expect(detectFormat(header)).toBe(format);
  });

  it("finds Amazon's header below its preamble", async () => {
    const { table, format } = await readImportTable(crlf(...AMAZON_PREAMBLE, AMAZON_HEADER));
    expect(format).toBe("amazon_transactions");
    expect(table.headerLine).toBe(4);
    expect(table.preamble.map((r) => r.line)).toEqual([1, 2, 3]);
  });

  it("refuses an unknown file without a mapping, and hands back its columns to map", async () => {
    const err = await refusal(parseImport(crlf("Date,Receipt,Item,Qty,Price", "01/02/2026,R1,Mug,1,18.00")));
    expect(err.code).toBe("unknown_format");
    expect(err.columns).toEqual(["Date", "Receipt", "Item", "Qty", "Price"]);
  });

  it("lets the person correct the guess, and names the columns the chosen format lacks", async () => {
    const text = crlf(ETSY_HEADER, "01/05/26,Mug,wren,1,18.00,0,5.00,0,USD,1,E1,MUG");
    const err = await refusal(parseImport(text, { format: "shopify_orders" }));
    expect(err.code).toBe("header_not_found");
    expect(err.message).toBe(
      "This is not a Shopify orders export: no header row in its first 20 lines has the columns Name, Email, Financial Status, Created at, Lineitem quantity, Lineitem name, Lineitem price",
    );
    expect((await orders(text, { format: "etsy_orders" })).orders).toHaveLength(1);
  });

  it("takes the person's correction only as one of the formats", () => {
    expect(formatIdSchema.parse("etsy_orders")).toBe("etsy_orders");
    expect(formatIdSchema.safeParse("woocommerce").error?.issues[0].message).toBe("Choose one of the import formats");
  });

  it("refuses an empty file", async () => {
    expect((await refusal(parseImport(Buffer.from("\uFEFF\r\n\r\n")))).code).toBe("empty_file");
  });
});

describe("Shopify orders export", () => {
  const file = crlf(
    SHOPIFY_HEADER,
    '#1001,ava@example.com,partially_refunded,USD,52.00,4.95,4.16,60.61,4.00,2026-01-05 10:15:02 -0500,2,"Mug, blue",18.00,MUG-BLU,,10.00',
    '#1001,,,,,,,,,2026-01-05 10:15:02 -0500,1,"Candle\r\n(lavender)",20.00,CANDLE-LAV,,',
    "#1002,ben@example.com,paid,USD,24.00,0.00,0.00,24.00,0.00,2026-01-06 09:00:00 -0500,1,Candle,24.00,,2026-01-06 10:00:00 -0500,0.00",
    "#1003,cy@example.com,voided,USD,18.00,0.00,0.00,18.00,0.00,2026-01-07 09:00:00 -0500,1,Mug,18.00,MUG-BLU,,0.00",
    "#1004,dee@example.com,paid,CAD,30.00,0.00,0.00,30.00,0.00,2026-02-29 09:00:00 -0500,1,Tote,30.00,TOTE,,0.00",
    "#1005,eve@example.com,paid,USD,36.00,0.00,0.00,36.00,0.00,2026-01-08 09:00:00 -0500,1,Mug,18.00,MUG-BLU,,0.00",
    "#1005,,,,,,,,,,1.5,Mug,18.00,MUG-BLU,,",
    "#1005,,,,,,,,,,1,Mug,18.00,MUG-BLU,,",
  );

  it("takes the order's fields from its first row and one line from every row", async () => {
    const result = await orders(file);
    expect(result.orders).toEqual([
      {
        line: 2,
        externalId: "#1001",
        date: "2026-01-05",
        currency: "USD",
        customer: "ava@example.com",
        discounts: "4.00",
        shipping: "4.95",
        taxes: "4.16",
        refunds: "10.00",
        fees: "0.00",
        cancelled: false,
        refundOnly: false,
        lines: [
          { sku: "MUG-BLU", name: "Mug, blue", quantity: 2, unitPrice: "18.00" },
          { sku: "CANDLE-LAV", name: "Candle\r\n(lavender)", quantity: 1, unitPrice: "20.00" },
        ],
      },
    ]);
  });

  it("leaves out cancelled and voided orders, refuses impossible dates, and leaves out an order with a bad row", async () => {
    const { errors, skipped } = await orders(file);
    expect(errors).toEqual([
      { line: 7, message: 'Line 7: Created at is not a real date: "2026-02-29 09:00:00 -0500"' },
      { line: 9, message: 'Line 9: Lineitem quantity must be a whole number, not "1.5"' },
    ]);
    expect(skipped).toEqual([
      { line: 5, reason: "Order #1002 was cancelled, so it is left out" },
      { line: 6, reason: "Order #1003 was voided, so it is left out" },
      { line: 8, reason: "Order #1005 is left out: line 9 has an error" },
      { line: 10, reason: "Order #1005 is left out: line 9 has an error" },
    ]);
  });

  it("says so when a refunded order's amount is not in the file", async () => {
    const header = SHOPIFY_HEADER.replace(",Refunded Amount", "");
    const { orders: found, errors } = await orders(
      crlf(header, "#1,a@example.com,refunded,USD,5,0,0,5,0,2026-01-05,1,Pin,5.00,,"),
    );
    expect(found).toEqual([]);
    expect(errors[0].message).toBe(
      "Line 2: The order is refunded, but the file has no Refunded Amount column to say how much",
    );
  });
});

describe("Shopify products export", () => {
  const header =
    "Handle,Title,Body (HTML),Type,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Price,Image Src,Cost per item";
  it("makes one product per SKU from the title and options, with our category or other", async () => {
    const result = await products(
      crlf(
        header,
        'mug,Stoneware Mug,"<p>12 oz, ""wheel-thrown""</p>\n<p>Dishwasher safe</p>",HOME,Colour,Blue,Size,Large,MUG-BLU-L,18,18.00,https://cdn.example/mug.jpg,6.20',
        "mug,,,,,Green,,Small,MUG-GRN-S,0,16.00,,",
        "mug,,,,,,,,,,,https://cdn.example/mug-2.jpg,",
        "candle,Soy Candle,,Candles,Title,Default Title,,,CANDLE,,24.00,,7.50",
        "card,Gift Card,,Gift Cards,Denomination,$25.00,,,,,25.00,,",
        "oops,Oops,,Home,Title,Default Title,,,CANDLE,3,1.00,,",
        "neg,Negative,,Home,Title,Default Title,,,NEG,-2,1.00,,",
      ),
    );
    expect(result.products).toEqual([
      {
        line: 2,
        sku: "MUG-BLU-L",
        name: "Stoneware Mug - Blue / Large",
        price: "18.00",
        cost: "6.20",
        quantity: 18,
        category: "home",
      },
      {
        line: 4,
        sku: "MUG-GRN-S",
        name: "Stoneware Mug - Green / Small",
        price: "16.00",
        quantity: 0,
        category: "home",
      },
      { line: 6, sku: "CANDLE", name: "Soy Candle", price: "24.00", cost: "7.50", category: "other" },
    ]);
    expect(result.skipped).toEqual([
      { line: 5, reason: "Only adds an image to Stoneware Mug" },
      { line: 7, reason: "Gift Card has no Variant SKU: products are matched to inventory by SKU" },
    ]);
    expect(result.errors).toEqual([
      { line: 8, message: "Line 8: SKU CANDLE is also on line 6" },
      { line: 9, message: "Line 9: Variant Inventory Qty is -2: stock must be 0 or more" },
    ]);
  });
});

describe("Etsy sold order items", () => {
  it("counts the repeated order shipping and sales tax once, and sums the items' discounts", async () => {
    const result = await orders(
      [
        ETSY_HEADER,
        '01/05/26,"Soy Candle, lavender",wrenandivy,2,24.00,4.80,5.50,3.46,USD,9001,E1,CANDLE-LAV',
        "01/05/26,Mug,wrenandivy,1,18.00,1.80,5.50,3.46,USD,9002,E1,",
        "01/05/26,Mug,wrenandivy,1,18.00,1.80,5.50,3.46,USD,9002,E1,",
        "1/9/2026,Print,mossandmaple,1,15.00,0,3.00,0,usd,9003,E2,PRINT",
        "01/10/26,Print,mossandmaple,1,15.00,0,3.00,0,USD,9004,E3,PRINT",
        "01/10/26,Print,mossandmaple,1,15.00,0,4.00,0,USD,9005,E3,PRINT",
        "02/30/26,Print,x,1,15.00,0,3.00,0,USD,9006,E4,PRINT",
      ].join("\n"),
    );
    expect(result.orders.map((o) => [o.externalId, o.date, o.customer, o.discounts, o.shipping, o.taxes])).toEqual([
      ["E1", "2026-01-05", "wrenandivy", "6.60", "5.50", "3.46"],
      ["E2", "2026-01-09", "mossandmaple", "0.00", "3.00", "0.00"],
    ]);
    expect(result.orders[0].lines).toEqual([
      { sku: "CANDLE-LAV", name: "Soy Candle, lavender", quantity: 2, unitPrice: "24.00" },
      { name: "Mug", quantity: 1, unitPrice: "18.00" },
    ]);
    expect(result.skipped).toEqual([
      { line: 4, reason: "The same item as line 3 (Transaction ID 9002), counted once" },
      { line: 6, reason: "Order E3 is left out: line 7 has an error" },
    ]);
    expect(result.errors).toEqual([
      { line: 7, message: "Line 7: Order Shipping differs from line 6 of the same order" },
      { line: 8, message: 'Line 8: Sale Date is not a real date: "02/30/26"' },
    ]);
  });
});

describe("Amazon date range transaction report", () => {
  const row = (cells: Record<string, string>) => {
    const columns = AMAZON_HEADER.replace(/"/g, "").split(",");
    return columns.map((c) => `"${cells[c] ?? "0"}"`).join(",");
  };
  const order = (when: string, id: string, extra: Record<string, string>) =>
    row({ "date/time": when, type: "Order", "order id": id, marketplace: "amazon.com", ...extra });
  const file = crlf(
    ...AMAZON_PREAMBLE,
    AMAZON_HEADER,
    order("Jan 5, 2026 10:15:02 AM PST", "112-1", {
      sku: "CANDLE-LAV",
      description: "Soy Candle, 8 oz",
      quantity: "2",
      "product sales": "48.00",
      "product sales tax": "3.84",
      "shipping credits": "5.99",
      "shipping credits tax": "0.48",
      "promotional rebates": "-5.99",
      "promotional rebates tax": "-0.48",
      "marketplace withheld tax": "-3.84",
      "selling fees": "-7.20",
      "fba fees": "-6.44",
    }),
    order("Jan 5, 2026 10:15:02 AM PST", "112-1", {
      sku: "MUG-BLU",
      description: "Mug",
      quantity: "3",
      "product sales": "1,000.00",
      "gift wrap credits": "3.99",
      "selling fees": "-150.00",
      "other transaction fees": "-0.50",
    }),
    row({
      "date/time": "Jan 20, 2026 9:00:00 AM PST",
      type: "Refund",
      "order id": "112-1",
      sku: "CANDLE-LAV",
      quantity: "1",
      marketplace: "amazon.com",
      "product sales": "-24.00",
      "product sales tax": "-1.92",
      "marketplace withheld tax": "1.92",
      "selling fees": "2.30",
    }),
    row({
      "date/time": "Jan 8, 2026 3:42:10 PM PST",
      type: "Refund",
      "order id": "111-9",
      sku: "MUG-BLU",
      quantity: "1",
      marketplace: "amazon.com",
      "product sales": "-18.00",
      "promotional rebates": "2.00",
      "selling fees": "1.62",
    }),
    row({
      "date/time": "Jan 31, 2026 11:59:59 PM PST",
      type: "Service Fee",
      description: "Cost of Advertising",
      "other transaction fees": "-1,056.30",
      total: "-1,056.30",
    }),
    row({
      "date/time": "Jan 17, 2026 6:30:12 AM PST",
      type: "Transfer",
      description: "To account",
      total: "-1,234.56",
    }),
    row({
      "date/time": "Jan 18, 2026 6:30:12 AM PST",
      type: "Adjustment",
      description: "Reimbursement",
      total: "12.00",
    }),
    order("Feb 31, 2026 1:00:00 PM PST", "112-2", { sku: "X", quantity: "1", "product sales": "1.00" }),
  );

  it("reads sales, refunds, fees, taxes and discounts from Order and Refund rows", async () => {
    const result = await orders(file);
    expect(result.format).toBe("amazon_transactions");
    expect(result.orders).toEqual([
      {
        line: 5,
        externalId: "112-1",
        date: "2026-01-05",
        currency: "USD",
        // 5.99 of free-shipping rebate
        discounts: "5.99",
        shipping: "5.99",
        // 3.84 + 0.48 - 0.48 - 3.84 (withheld) - 1.92 + 1.92 (refund)
        taxes: "0.00",
        refunds: "24.00",
        // 7.20 + 6.44 + 150.00 + 0.50 - 2.30
        fees: "161.84",
        cancelled: false,
        refundOnly: false,
        lines: [
          { sku: "CANDLE-LAV", name: "Soy Candle, 8 oz", quantity: 2, unitPrice: "24.00" },
          { sku: "MUG-BLU", name: "Mug", quantity: 2, unitPrice: "333.33" },
          { sku: "MUG-BLU", name: "Mug", quantity: 1, unitPrice: "333.34" },
          { name: "Gift wrap", quantity: 1, unitPrice: "3.99", service: true },
        ],
      },
      {
        line: 8,
        externalId: "111-9",
        date: "2026-01-08",
        currency: "USD",
        discounts: "0.00",
        shipping: "0.00",
        taxes: "0.00",
        // 18.00 refunded less the 2.00 promotion taken back
        refunds: "16.00",
        fees: "-1.62",
        cancelled: false,
        refundOnly: true,
        lines: [],
      },
    ]);
    expect(result.expenses).toEqual([
      {
        line: 9,
        externalId: "0 | Jan 31, 2026 11:59:59 PM PST | Service Fee | Cost of Advertising | -1056.30",
        date: "2026-01-31",
        category: "platform",
        amount: "1056.30",
        currency: "USD",
        note: "Cost of Advertising",
        source: "amazon",
      },
    ]);
    expect(result.skipped).toEqual([
      { line: 10, reason: "A transfer to your bank account, not a sale" },
      {
        line: 11,
        reason: '"Adjustment" rows are not imported: only Order, Refund, Service Fee and FBA Inventory Fee rows are',
      },
    ]);
    expect(result.errors).toEqual([
      { line: 12, message: 'Line 12: date/time is not a real date: "Feb 31, 2026 1:00:00 PM PST"' },
    ]);
  });

  it("takes the currency from the marketplace, else from the preamble, and refuses a file that says neither", async () => {
    const uk = order("5 Jan 2026 10:15:02 GMT", "205-1", {
      marketplace: "amazon.co.uk",
      quantity: "1",
      "product sales": "10.00",
    });
    expect((await orders(crlf(...AMAZON_PREAMBLE, AMAZON_HEADER, uk))).orders[0]).toMatchObject({
      currency: "GBP",
      date: "2026-01-05",
    });
    const unknown = order("05.01.2026 10:15:02 UTC", "1", { marketplace: "", quantity: "1" });
    expect((await orders(crlf(AMAZON_HEADER, unknown))).errors[0].message).toMatch(/^Line 2: The currency is unknown/);
    expect((await orders(crlf(AMAZON_PREAMBLE[1], AMAZON_HEADER, unknown))).orders[0]).toMatchObject({
      currency: "USD",
      date: "2026-01-05",
    });
  });
});

describe("Stripe itemised balance change report", () => {
  const file = crlf(
    STRIPE_HEADER,
    "txn_1,2026-01-03 17:02:11,usd,45.00,1.61,43.39,charge,ch_1,Workshop seat,mia@example.com,cus_1,ch_1,pi_1",
    "txn_2,2026-01-04 09:15:40,eur,35.00,0.78,34.22,charge,ch_2,,,cus_2,ch_2,pi_2",
    "txn_3,2026-01-10 10:00:00,usd,-20.00,0.00,-20.00,refund,re_1,REFUND FOR CHARGE,mia@example.com,cus_1,ch_1,pi_1",
    "txn_4,2026-01-11 10:00:00,usd,-5.00,0.00,-5.00,refund,ch_9,Refund of a December charge,,cus_9,,",
    "txn_5,2026-01-12 10:00:00,usd,-5.00,0.00,-5.00,refund,re_2,A refund naming no charge,,,,",
    "txn_6,2026-01-13 00:00:00,usd,-362.45,0.00,-362.45,payout,po_1,STRIPE PAYOUT,,,,",
    "txn_7,2026-02-01 00:00:05,usd,-2.80,0.00,-2.80,fee,,Radar for Fraud Teams,,,,",
    "txn_8,2026-02-02 00:00:00,usd,-45.00,15.00,-60.00,dispute,dp_1,Dispute,,,ch_1,",
  );

  it("makes charges service orders, matches refunds to their charge, and keeps Stripe's own fees as expenses", async () => {
    const result = await orders(file);
    const base = { discounts: "0.00", shipping: "0.00", taxes: "0.00", cancelled: false };
    expect(result.orders).toEqual([
      {
        ...base,
        line: 2,
        externalId: "ch_1",
        date: "2026-01-03",
        currency: "USD",
        customer: "mia@example.com",
        refunds: "20.00",
        fees: "1.61",
        refundOnly: false,
        lines: [{ name: "Workshop seat", quantity: 1, unitPrice: "45.00", service: true }],
      },
      {
        ...base,
        line: 3,
        externalId: "ch_2",
        date: "2026-01-04",
        currency: "EUR",
        customer: "cus_2",
        refunds: "0.00",
        fees: "0.78",
        refundOnly: false,
        lines: [{ name: "Stripe payment", quantity: 1, unitPrice: "35.00", service: true }],
      },
      {
        ...base,
        line: 5,
        externalId: "ch_9",
        date: "2026-01-11",
        currency: "USD",
        customer: "cus_9",
        refunds: "5.00",
        fees: "0.00",
        refundOnly: true,
        lines: [],
      },
      // A refund that names no charge is still counted: a refund of its own month (docs/guide/imports.md).
      {
        ...base,
        line: 6,
        externalId: "refund:re_2",
        date: "2026-01-12",
        currency: "USD",
        refunds: "5.00",
        fees: "0.00",
        refundOnly: true,
        lines: [],
      },
    ]);
    expect(result.expenses).toEqual([
      {
        line: 8,
        externalId: "txn_7",
        date: "2026-02-01",
        category: "platform",
        amount: "2.80",
        currency: "USD",
        note: "Radar for Fraud Teams",
        source: "stripe",
      },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        line: 6,
        message:
          "Line 6: This refund of USD 5.00 names no charge the file has (no charge_id, and no charge with its payment intent or its description and customer): it is counted as a refund of 2026-01 without its sale",
      },
    ]);
    expect(result.skipped).toEqual([
      { line: 7, reason: "A payout to your bank account, not a sale" },
      { line: 9, reason: 'Stripe\'s "dispute" rows are not imported: only charges, refunds and fees are' },
    ]);
  });
});

describe("any other CSV, with the person's mapping", () => {
  const mapping = (extra: Partial<ColumnMappingInput> = {}) =>
    columnMappingSchema.parse({
      date: "sold on",
      dateFormat: "DD/MM/YYYY",
      orderId: "Receipt",
      product: "Item",
      sku: "Code",
      quantity: "Qty",
      unitPrice: "Price",
      fees: "Card fee",
      shipping: "Postage",
      customer: "",
      defaultCurrency: "gbp",
      ...extra,
    });
  const header = "Sold On,RECEIPT,Item,Code,Qty,Price,Card Fee,Postage";

  it("reads rows into orders by the chosen columns; an order's amounts count once, on one row or repeated", async () => {
    const result = await orders(
      crlf(
        header,
        '31/01/2026,R1,Mug,MUG,1,"£1,018.00",1.20,4.00',
        "31/01/2026,R1,Candle,,2,24.00,,4.00",
        "01/02/26,R2,Print,PRINT,1,15.00,0.50,",
        "01/02/26,R2,Print,PRINT,1,15.00,0.60,",
        "29/02/2026,R3,Print,PRINT,1,15.00,,",
      ),
      { mapping: mapping() },
    );
    expect(result.format).toBe("csv");
    expect(result.orders).toEqual([
      {
        line: 2,
        externalId: "R1",
        date: "2026-01-31",
        currency: "GBP",
        discounts: "0.00",
        shipping: "4.00",
        taxes: "0.00",
        refunds: "0.00",
        fees: "1.20",
        cancelled: false,
        refundOnly: false,
        lines: [
          { sku: "MUG", name: "Mug", quantity: 1, unitPrice: "1018.00" },
          { name: "Candle", quantity: 2, unitPrice: "24.00" },
        ],
      },
    ]);
    expect(result.errors).toEqual([
      {
        line: 5,
        message:
          "Line 5: Card Fee differs from line 4 of the same order: give an order's Card Fee once, or the same on each of its rows",
      },
      { line: 6, message: 'Line 6: Sold On is not a real date: "29/02/2026"' },
    ]);
    expect(result.skipped).toEqual([{ line: 4, reason: "Order R2 is left out: line 5 has an error" }]);
  });

  it("needs a currency, and names a mapped column the file lacks", async () => {
    const missing = columnMappingSchema.safeParse({
      date: "d",
      orderId: "o",
      product: "p",
      quantity: "q",
      unitPrice: "u",
    });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      "Choose the currency column or the currency of the whole file",
    ]);
    const err = await refusal(
      parseImport(crlf(header, "31/01/2026,R1,Mug,MUG,1,18.00,,"), { mapping: mapping({ refund: "Refunded" }) }),
    );
    expect(err.code).toBe("header_not_found");
    expect(err.message).toBe('The file has no column "Refunded"');
    const { table } = await readImportTable(crlf(header), { mapping: mapping() });
    expect(() => parseTable("csv", table)).toThrow(ImportFileError);
  });
});

describe("row errors", () => {
  it.each([
    ["1.5", 'Line 2: Lineitem quantity must be a whole number, not "1.5"'],
    ["0", 'Line 2: Lineitem quantity must be 1 or more, not "0"'],
    ["", "Line 2: Lineitem quantity is missing"],
  ])("quantity %j", async (quantity, message) => {
    const text = crlf(SHOPIFY_HEADER, `#1,a@example.com,paid,USD,5,0,0,5,0,2026-01-05,${quantity},Pin,5.00,,,0`);
    expect((await orders(text)).errors).toEqual([{ line: 2, message }]);
  });

  it.each([
    ["5.005", 'Line 2: Lineitem price must have at most two decimals, not "5.005"'],
    ["5.500", null],
    ["1,000.00", 'Line 2: Lineitem price must be an amount such as 12.50, not "1,000.00"'],
    ["$5.00", 'Line 2: Lineitem price must be an amount such as 12.50, not "$5.00"'],
    ["-5.00", 'Line 2: Lineitem price must be 0 or more, not "-5.00"'],
    ["abc", 'Line 2: Lineitem price must be an amount such as 12.50, not "abc"'],
  ])("price %j", async (price, message) => {
    const text = crlf(SHOPIFY_HEADER, `#1,a@example.com,paid,USD,5,0,0,5,0,2026-01-05,1,Pin,"${price}",,,0`);
    const result = await orders(text);
    expect(result.errors).toEqual(message ? [{ line: 2, message }] : []);
    if (!message) expect(result.orders[0].lines[0].unitPrice).toBe("5.50");
  });
});

describe("dry-run summary", () => {
  it("counts and totals per currency, never across currencies", () => {
    const order = (currency: string, date: string, lines: [number, string][], fees: string) => ({
      line: 2,
      externalId: date,
      date,
      currency,
      discounts: "1.00",
      shipping: "0.10",
      taxes: "0.20",
      refunds: "0.00",
      fees,
      cancelled: false,
      refundOnly: false,
      lines: lines.map(([quantity, unitPrice]) => ({ name: "x", quantity, unitPrice })),
    });
    const summary = summariseImport(
      {
        orders: [
          order("USD", "2026-01-02", [[3, "0.10"]], "0.30"),
          order("EUR", "2026-01-01", [[1, "9.99"]], "0.00"),
          order(
            "USD",
            "2026-01-03",
            [
              [2, "0.20"],
              [1, "0.05"],
            ],
            "-0.10",
          ),
        ],
        expenses: [
          {
            line: 9,
            externalId: "f",
            date: "2026-01-09",
            category: "platform",
            amount: "2.50",
            currency: "USD",
            note: "",
            source: "stripe",
          },
        ],
      },
      7,
    );
    expect(summary).toEqual({
      rows: 7,
      orders: 3,
      lines: 4,
      expenses: 1,
      costs: 0,
      from: "2026-01-01",
      to: "2026-01-09",
      currencies: ["EUR", "USD"],
      totals: [
        {
          currency: "EUR",
          grossSales: "9.99",
          discounts: "1.00",
          refunds: "0.00",
          shipping: "0.10",
          taxes: "0.20",
          fees: "0.00",
          expenses: "0.00",
        },
        {
          currency: "USD",
          grossSales: "0.75",
          discounts: "2.00",
          refunds: "0.00",
          shipping: "0.20",
          taxes: "0.40",
          fees: "0.20",
          expenses: "2.50",
        },
      ],
    });
    expect(summariseImport({ orders: [], expenses: [] }, 0)).toMatchObject({ from: null, to: null, totals: [] });
  });
});

describe("sample files", () => {
  const read = async (fileName: string) => {
    const sample = SAMPLE_FILES.find((s) => s.fileName === fileName)!;
    const mapping = sample.mapping ? columnMappingSchema.parse(sample.mapping) : undefined;
    const result = await parseImport(fs.createReadStream(sample.path), { mapping });
    expect(result.format).toBe(sample.format);
    expect(result.errors).toEqual([]);
    expectContract(result);
    return result;
  };
  const summary = async (fileName: string) => {
    const result = (await read(fileName)) as OrdersImport;
    return { ...summariseImport(result, result.rows), skipped: result.skipped.map((s) => s.reason) };
  };
  const usd = { discounts: "0.00", refunds: "0.00", shipping: "0.00", taxes: "0.00", fees: "0.00", expenses: "0.00" };

  it("Shopify products: eight SKUs with their costs; image rows and the gift card skipped", async () => {
    const result = (await read("shopify-products.csv")) as ProductsImport;
    expect(result.products.map((p) => [p.sku, p.price, p.cost, p.category])).toEqual([
      ["CANDLE-LAV", "24.00", "7.50", "home"],
      ["CANDLE-CED", "24.00", "7.50", "home"],
      ["MUG-BLU", "18.00", "6.20", "other"],
      ["MUG-GRN", "18.00", "6.20", "other"],
      ["PRINT-FERN-A4", "15.00", "2.10", "other"],
      ["PRINT-FERN-A3", "22.00", "3.40", "other"],
      ["TOTE-NAT", "16.00", "4.80", "fashion"],
      ["GIFT-BOX", "38.00", "13.70", "other"],
    ]);
    expect(result.skipped).toHaveLength(3);
  });

  it("Shopify orders: 20 orders, #1009 cancelled", async () => {
    expect(await summary("shopify-orders.csv")).toEqual({
      rows: 30,
      orders: 19,
      lines: 29,
      expenses: 0,
      costs: 0,
      from: "2026-01-03",
      to: "2026-02-07",
      currencies: ["USD"],
      totals: [
        {
          ...usd,
          currency: "USD",
          // lavender 10 x 24 + cedar 5 x 24 + blue mug 5 x 18 + green mug 3 x 18 + A4 print 6 x 15 + A3 print 2 x 22
          // + tote 6 x 16 + gift set 3 x 38 = 240 + 120 + 90 + 54 + 90 + 44 + 96 + 114
          grossSales: "848.00",
          // #1002 4.20, #1006 7.20, #1011 10.80
          discounts: "22.20",
          // #1012 24.44 (all of it), #1017 24.00 (one candle)
          refunds: "48.44",
          // 11 orders at 4.95
          shipping: "54.45",
          // 3.96 + 3.12 + 4.32 + 1.98 + 5.35 + 5.28 + 5.05 + 1.49 + 3.96 + 3.14 + 2.81 + 5.45 + 5.12 + 3.30
          taxes: "54.33",
        },
      ],
      skipped: ["Order #1009 was cancelled, so it is left out"],
    });
  });

  it("Etsy: 16 orders, shipping and tax once per order", async () => {
    expect(await summary("etsy-sold-order-items.csv")).toEqual({
      rows: 23,
      orders: 16,
      lines: 23,
      expenses: 0,
      costs: 0,
      from: "2026-01-02",
      to: "2026-02-14",
      currencies: ["USD"],
      totals: [
        {
          ...usd,
          currency: "USD",
          // lavender 9 x 24 + cedar 7 x 24 + blue mug 6 x 18 + A4 print 8 x 15 + A3 print 4 x 22 = 216 + 168 + 108 + 120 + 88
          grossSales: "700.00",
          // 4.80 + 1.80 + 6.00 + 7.20 + 2.40 + 2.40
          discounts: "24.60",
          // 6 orders at 5.50, 5 at 3.00, 2 at 6.25, 3 at 7.00
          shipping: "81.50",
          // 1.92 + 3.46 + 1.44 + 5.14 + 1.92 + 4.80 + 5.18 + 1.44 + 3.84 + 5.28 + 3.46
          taxes: "37.88",
        },
      ],
      skipped: [],
    });
  });

  it("Amazon: 17 sales, a refund of one, a refund of a December order, two service fees, a storage fee, two transfers", async () => {
    expect(await summary("amazon-date-range-transactions.csv")).toEqual({
      rows: 25,
      orders: 18,
      lines: 18,
      expenses: 3,
      costs: 0,
      from: "2026-01-02",
      to: "2026-02-06",
      currencies: ["USD"],
      totals: [
        {
          currency: "USD",
          // lavender 15 x 24 + blue mug 7 x 18 + gift set 35 x 38 (30 of them in one order of 1,140.00) = 360 + 126 + 1,330
          grossSales: "1816.00",
          // 5.99 free shipping + 2.40 + 3.60
          discounts: "11.99",
          // 24.00 (a lavender candle of this month) + 18.00 (a December mug)
          refunds: "42.00",
          // 3 orders at 5.99
          shipping: "17.97",
          // every tax Amazon collected it also withheld
          taxes: "0.00",
          // referral fees (15% of sales + shipping - rebates, per order) 273.30, less 2.30 + 1.62 credited on the
          // refunds, plus FBA 15 x 3.22 + 7 x 4.10 + 35 x 5.40 = 48.30 + 28.70 + 189.00
          fees: "535.38",
          // subscription 39.99 + advertising 56.30 + storage 4.87
          expenses: "101.16",
        },
      ],
      skipped: ["A transfer to your bank account, not a sale", "A transfer to your bank account, not a sale"],
    });
  });

  it("Stripe: 16 workshop and class payments in two currencies, two refunds, a Radar fee, three payouts", async () => {
    expect(await summary("stripe-itemized-balance-change.csv")).toEqual({
      rows: 22,
      orders: 17,
      lines: 16,
      expenses: 1,
      costs: 0,
      from: "2026-01-03",
      to: "2026-02-06",
      currencies: ["EUR", "USD"],
      totals: [
        // 4 online classes at 35.00, each 1.5% + 0.25 = 0.78
        { ...usd, currency: "EUR", grossSales: "140.00", fees: "3.12" },
        {
          ...usd,
          currency: "USD",
          // 5 x 45 + 2 x 90 + 180 + 2 x 60 + 135 + 270
          grossSales: "1110.00",
          // a 45.00 seat of this month, 30.00 of a December workshop
          refunds: "75.00",
          // 2.9% + 0.30: 5 x 1.61 + 2 x 2.91 + 5.52 + 2 x 2.04 + 4.22 + 8.13
          fees: "35.82",
          expenses: "2.80",
        },
      ],
      skipped: Array(3).fill("A payout to your bank account, not a sale"),
    });
  });

  it("Craft fair spreadsheet: 15 receipts with its mapping", async () => {
    expect(await summary("craft-fair-sales.csv")).toEqual({
      rows: 20,
      orders: 15,
      lines: 20,
      expenses: 0,
      costs: 0,
      from: "2025-12-06",
      to: "2025-12-20",
      currencies: ["USD"],
      totals: [
        {
          ...usd,
          currency: "USD",
          // lavender 7 x 24 + cedar 4 x 24 + blue mug 4 x 18 + green mug 2 x 18 + A3 3 x 22 + A4 4 x 15 + tote 3 x 16
          // + gift set 3 x 38 = 168 + 96 + 72 + 36 + 66 + 60 + 48 + 114
          grossSales: "660.00",
          // card fees of the 11 card sales
          fees: "14.84",
        },
      ],
      skipped: [],
    });
  });

  it("every SKU sold in the order samples is in the products sample", async () => {
    const known = new Set(((await read("shopify-products.csv")) as ProductsImport).products.map((p) => p.sku));
    for (const { fileName } of SAMPLE_FILES.filter((s) => s.format !== "shopify_products")) {
      const result = (await read(fileName)) as OrdersImport;
      for (const line of result.orders.flatMap((o) => o.lines)) if (line.sku) expect(known).toContain(line.sku);
    }
  });
});
