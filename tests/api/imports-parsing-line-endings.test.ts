/**
 * Line endings: a file whose header ends in CRLF and whose rows end in LF, or CR, is read row
 * by row in the dry run and in the import; a file read as far fewer rows than it has lines says so. The
 * inventory import's reader (server/http/csv.ts) reads the same mix.
 */
import { describe, expect, it } from "vitest";
import { readCsv } from "../../server/http/csv";
import { useTestApp } from "../support/test-app";
import { signedInUser } from "../support/factories";
import { figures, shopifyOrders, upload, waitForImport } from "./imports-support";

const app = useTestApp({ deps: { jobOptions: { pollingIntervalSeconds: 0.5 } } });

/** shopifyOrders(3): 3 orders of two lines (Lavender Soy Candle 24.00 and Stoneware Mug - Blue 18.00). */
function mixed(): string {
  const [header, ...rows] = shopifyOrders(3).trimEnd().split("\n");
  // Header CRLF; rows LF, but the third ends in CR alone and the fifth in CRLF.
  return `${header}\r\n${rows.map((row, i) => row + (i === 2 ? "\r" : i === 4 ? "\r\n" : "\n")).join("")}`;
}

describe("mixed line endings", () => {
  it("are read row by row in the dry run and the import, with the figures of every row", async () => {
    const { user, client } = await signedInUser(app);
    const file = mixed();
    const dry = await upload(client, file, { dryRun: true, fileName: "orders.csv" });
    expect(dry.status).toBe(200);
    // Six rows; three orders of 24.00 + 18.00: gross 126.00, shipping 3 × 4.95 = 14.85, taxes 3 × 3.00 = 9.00.
    expect(dry.body).toMatchObject({
      source: "shopify_orders",
      rows: 6,
      orders: 3,
      lines: 6,
      errors: [],
      warnings: [],
    });
    expect(dry.body.totals[0]).toMatchObject({
      currency: "USD",
      grossSales: "126.00",
      shipping: "14.85",
      taxes: "9.00",
    });

    const started = await upload(client, file, { fileName: "orders.csv" });
    expect(started.status).toBe(202);
    expect(await waitForImport(client, started.body.import.id)).toMatchObject({
      status: "done",
      rowsTotal: 6,
      ordersAdded: 3,
      warnings: [],
    });
    expect(await figures(app, user.id, "shopify")).toMatchObject({
      orders: 3,
      lines: 6,
      units: 6,
      grossSales: "126.00",
      shipping: "14.85",
    });
  });

  it("are read by the inventory's reader too", async () => {
    const rows = [];
    for await (const row of readCsv(Buffer.from("sku,name\r\nA,One\nB,Two\rC,Three\r\n"), { maxRows: 10 }))
      rows.push(row);
    expect(rows).toEqual([
      { line: 1, cells: ["sku", "name"] },
      { line: 2, cells: ["A", "One"] },
      { line: 3, cells: ["B", "Two"] },
      { line: 4, cells: ["C", "Three"] },
    ]);
  });
});

describe("a file read as far fewer rows than it has lines", () => {
  it("says so, naming the row that swallowed the lines after it", async () => {
    const { client } = await signedInUser(app);
    // Six orders on lines 2-13; a quote opened on line 2 closes on line 13, so lines 2-13 are read as one row.
    const lines = shopifyOrders(6).trimEnd().split("\n");
    lines[1] = lines[1].replace(",Lavender Soy Candle,", ',"Lavender Soy Candle,');
    lines[12] = lines[12].replace(",Stoneware Mug - Blue,", ',Stoneware Mug - Blue",');
    const dry = await upload(client, `${lines.join("\n")}\n`, { dryRun: true, fileName: "orders.csv" });
    expect(dry.status).toBe(200);
    expect(dry.body.rows).toBe(1);
    expect(dry.body.warnings).toEqual([
      {
        line: 2,
        message:
          "The file has 13 lines but was read as 2 rows: 11 line breaks are inside quoted cells (the row at line 2 spans 12 lines). If each line of the file is one row, a quote near line 2 is not closed: correct it and read the file again.",
      },
    ]);
  });
});
