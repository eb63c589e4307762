/**
 * Meta Ads Manager's exported report, broken down by day (docs/decisions/1052-ad-spend-as-expenses.md): `Campaign
 * name`, `Day` (YYYY-MM-DD) and `Amount spent (USD)`, whose header names the ad account's currency. Each row's spend
 * is an `ads` expense of platform `meta` for its campaign and day; a report by ad set or ad sums into its campaign.
 * Rows without a day (a total) and rows of no spend add nothing.
 */
import { META_AMOUNT_SPENT, normaliseColumn } from "./detect";
import { OrderBook, cellsOf, type ParsedOrders } from "./orders";
import { AdSpend, campaignOf, isTotalRow } from "./statement-rows";
import type { ImportTable } from "./table";
import { RowProblem, isoDateOf, writtenAmountCents } from "./values";

export function parseMetaAds(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook();
  const spend = new AdSpend("meta");
  const at = table.header.findIndex((c) => META_AMOUNT_SPENT.pattern.test(normaliseColumn(c)));
  const spentLabel = table.header[at].replace(/^\uFEFF/, "").trim();
  const currency = /\(([A-Za-z]{3})\)\s*$/.exec(spentLabel)![1].toUpperCase();
  for (const row of table.rows) {
    if (isTotalRow(row) || get(row, "Day") === "") {
      book.skip(row.line, "A total of the report, not one day's spend");
      continue;
    }
    try {
      const cents = writtenAmountCents(row.cells[at] ?? "", spentLabel);
      if (cents === 0) continue;
      const date = isoDateOf(get(row, "Day"), "Day");
      spend.add(row.line, campaignOf(get(row, "Campaign name"), "Campaign name"), date, currency, cents);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      book.error(row.line, err.message);
    }
  }
  for (const expense of spend.expenses()) book.expense(expense);
  return book.finish();
}
