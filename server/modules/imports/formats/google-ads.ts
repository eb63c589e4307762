/**
 * Google Ads' downloaded report (docs/decisions/1052-ad-spend-as-expenses.md): a title line and a date-range line
 * above the header (the table reader finds the header below them), then `Day`, `Campaign`, `Currency code` and
 * `Cost` (thousands separated, "--" for none). "Total: Account", "Total: Campaigns" and the like are the report's
 * sums, not spend: skipped, named. Each day's cost is an `ads` expense of platform `google` for its campaign.
 */
import { currencyOf, OrderBook, cellsOf, type ParsedOrders } from "./orders";
import { AdSpend, campaignOf, isTotalRow } from "./statement-rows";
import type { ImportTable } from "./table";
import { RowProblem, spelledDateOf, writtenAmountCents } from "./values";

export function parseGoogleAds(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook();
  const spend = new AdSpend("google");
  for (const row of table.rows) {
    if (isTotalRow(row)) {
      book.skip(row.line, `"${row.cells.find((c) => c.trim())?.trim()}" is the report's total, not spend`);
      continue;
    }
    try {
      const cents = writtenAmountCents(get(row, "Cost"), "Cost");
      if (cents === 0) continue;
      const date = spelledDateOf(get(row, "Day"), "Day");
      const currency = currencyOf(get(row, "Currency code"), "Currency code");
      spend.add(row.line, campaignOf(get(row, "Campaign"), "Campaign"), date, currency, cents);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      book.error(row.line, err.message);
    }
  }
  for (const expense of spend.expenses()) book.expense(expense);
  return book.finish();
}
