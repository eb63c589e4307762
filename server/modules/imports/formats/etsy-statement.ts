/**
 * Etsy's monthly statement CSV (Shop Manager > Finances > Monthly statements > Generate CSV): `Date` ("September 14,
 * 2026"), `Type`, `Title`, `Info`, `Currency`, `Amount`, `Fees & Taxes`, `Net`, `Tax Details`; amounts like "-$1.95",
 * and "--" for none (docs/decisions/1050-statement-costs-beside-orders.md, 1051-etsy-statement-rows.md).
 * A statement never adds a sale: sales come from the sold-items export. It adds what that export lacks:
 * - `Fee` rows of an order (transaction and processing fees; "Order #…" in Info or Title) are the order's fees, and
 *   a fee credit lowers them; fees of no order (listing fees, a subscription) are `platform` expenses.
 * - `Refund` rows are the order's refund (the sold-items export has none), with any fee they give back.
 * - `Marketing` rows (Etsy Ads, Offsite Ads) are ad spend of platform `etsy`.
 * - `Shipping` rows (postage labels) are `shipping` expenses: what the seller paid to post, not what the buyer paid.
 * - `Sale` rows are matched to their order and add nothing; `Deposit`, `Payment` and tax rows are not income or cost
 *   of the shop and are skipped, named.
 */
import { centsToDecimal } from "../../../../shared/domain/money";
import type { CsvRow } from "./csv-reader";
import { OrderBook, cellsOf, currencyOf, type ParsedOrders } from "./orders";
import { AdSpend, RowIds } from "./statement-rows";
import type { ImportTable } from "./table";
import { RowProblem, spelledDateOf, writtenAmountCents } from "./values";

/** Rows that move money but are not the shop's income or costs. */
const NOT_COSTS = new Map([
  ["deposit", "A deposit to your bank account, not income"],
  ["payment", "A payment of your Etsy bill, whose fees are rows of their own"],
  ["tax", "Sales tax Etsy collected and paid, kept apart from income"],
  ["vat", "VAT Etsy collected and paid, kept apart from income"],
]);

/** "Order #3012345678" in Info or Title: the order's id as the sold-items export writes it. */
const orderOf = (...texts: string[]) => {
  for (const text of texts) {
    const m = /order\s*#\s*(\d{1,40})\b/i.exec(text);
    if (m) return m[1];
  }
  return null;
};

export function parseEtsyStatement(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook();
  const ids = new RowIds("etsy-statement");
  const ads = new AdSpend("etsy");
  /** The row's cost to the seller in cents: its Fees & Taxes (or Net) negated; a credit is negative. */
  const costOf = (row: CsvRow) => {
    const fees = writtenAmountCents(get(row, "Fees & Taxes"), "Fees & Taxes");
    return -(fees !== 0 ? fees : writtenAmountCents(get(row, "Net"), "Net"));
  };
  for (const row of table.rows) {
    const id = ids.of(row);
    const type = get(row, "Type").toLowerCase();
    const title = get(row, "Title");
    const info = get(row, "Info");
    const notCost = NOT_COSTS.get(type) ?? (/tax/.test(type) ? NOT_COSTS.get("tax") : undefined);
    if (notCost) {
      book.skip(row.line, notCost);
      continue;
    }
    try {
      const date = spelledDateOf(get(row, "Date"), "Date");
      const currency = currencyOf(get(row, "Currency"));
      const order = orderOf(info, title);
      const note = [title, info].filter(Boolean).join(" · ");
      switch (type) {
        case "sale":
          if (!order) throw new RowProblem(`A sale must name its order ("Order #…"), not "${title}"`);
          writtenAmountCents(get(row, "Amount"), "Amount");
          break;
        case "refund": {
          if (!order) throw new RowProblem(`A refund must name its order ("Order #…"), not "${title}"`);
          const refund = -writtenAmountCents(get(row, "Amount"), "Amount");
          const fees = -writtenAmountCents(get(row, "Fees & Taxes"), "Fees & Taxes");
          if (refund === 0 && fees === 0) break;
          book.cost({
            line: row.line,
            externalId: id,
            source: "etsy",
            orderExternalId: order,
            date,
            currency,
            fees: centsToDecimal(fees),
            refunds: centsToDecimal(refund),
            note,
          });
          break;
        }
        case "fee": {
          const cost = costOf(row);
          if (cost === 0) break;
          if (order)
            book.cost({
              line: row.line,
              externalId: id,
              source: "etsy",
              orderExternalId: order,
              date,
              currency,
              fees: centsToDecimal(cost),
              refunds: "0.00",
              note,
            });
          else
            book.expense({
              line: row.line,
              externalId: id,
              date,
              category: "platform",
              amount: centsToDecimal(cost),
              currency,
              note: `Etsy: ${note}`,
              source: "etsy",
            });
          break;
        }
        case "marketing": {
          const cost = costOf(row);
          const campaign = title.replace(/\s*(?:for|[-:·])?\s*order\s*#\s*\d+.*$/i, "").trim() || "Etsy Ads";
          if (cost !== 0) ads.add(row.line, campaign.slice(0, 255), date, currency, cost);
          break;
        }
        case "shipping": {
          const cost = costOf(row);
          if (cost === 0) break;
          book.expense({
            line: row.line,
            externalId: id,
            date,
            category: "shipping",
            amount: centsToDecimal(cost),
            currency,
            note: `Etsy postage: ${note}`,
            source: "etsy",
          });
          break;
        }
        default:
          book.skip(row.line, `A row of type "${get(row, "Type") || "(none)"}" is not read`);
      }
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      book.error(row.line, err.message);
    }
  }
  for (const expense of ads.expenses()) book.expense({ ...expense, source: "etsy" });
  return book.finish();
}
