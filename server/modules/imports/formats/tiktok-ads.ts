/**
 * TikTok Ads Manager's exported report, by day (docs/decisions/1052-ad-spend-as-expenses.md): `Date` (YYYY-MM-DD,
 * a time after it ignored), `Campaign name`, `Cost` and `Currency`. Each day's cost is an `ads` expense of platform
 * `tiktok` for its campaign; a total row is skipped, named.
 */
import { currencyOf, OrderBook, cellsOf, type ParsedOrders } from "./orders";
import { AdSpend, campaignOf, isTotalRow } from "./statement-rows";
import type { ImportTable } from "./table";
import { RowProblem, isoDateOf, writtenAmountCents } from "./values";

export function parseTiktokAds(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook();
  const spend = new AdSpend("tiktok");
  for (const row of table.rows) {
    if (isTotalRow(row)) {
      book.skip(row.line, "A total of the report, not one day's spend");
      continue;
    }
    try {
      const cents = writtenAmountCents(get(row, "Cost"), "Cost");
      if (cents === 0) continue;
      const date = isoDateOf(get(row, "Date"), "Date");
      const currency = currencyOf(get(row, "Currency"));
      spend.add(row.line, campaignOf(get(row, "Campaign name"), "Campaign name"), date, currency, cents);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      book.error(row.line, err.message);
    }
  }
  for (const expense of spend.expenses()) book.expense(expense);
  return book.finish();
}
