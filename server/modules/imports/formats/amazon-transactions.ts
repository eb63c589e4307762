/**
 * Amazon Seller Central's date range transaction report: lines of preamble above the header, amounts with
 * thousands separators, one row per transaction (docs/decisions/1000-import-formats.md).
 * - `Order` rows are sales of an `order id`: `product sales` is the line's gross, `shipping credits` shipping,
 *   `gift wrap credits` a service line, `promotional rebates` (negative) a discount.
 * - `Refund` rows give money back: their `product sales`, `shipping credits`, `gift wrap credits` and
 *   `promotional rebates` together are the refund.
 * - Fees are `selling fees`, `fba fees` and `other transaction fees`, negated, over Order and Refund rows.
 * - Every tax column (product sales tax, shipping credits tax, giftwrap credits tax, marketplace withheld tax...)
 *   sums into taxes, never revenue. Amazon withholds the tax it collects as a marketplace facilitator, so those
 *   orders' taxes often sum to 0.00: the seller holds none of it.
 * - `Service Fee` and `FBA Inventory Fee` rows are expenses; `Transfer` rows (payouts) and other kinds are skipped.
 */
import { OrderBook, cellsOf, earlier, linesForTotal, orderLine, sameCurrency, type ParsedOrders } from "./orders";
import type { CsvRow } from "./csv-reader";
import type { ImportTable } from "./table";
import { normaliseColumn } from "./detect";
import { RowProblem, amazonDateOf, amountCents, quantityOf } from "./values";
import { centsToDecimal } from "../../../../shared/domain/money";

const MARKETPLACE_CURRENCIES: Record<string, string> = {
  "amazon.com": "USD",
  "amazon.ca": "CAD",
  "amazon.com.mx": "MXN",
  "amazon.com.br": "BRL",
  "amazon.co.uk": "GBP",
  "amazon.de": "EUR",
  "amazon.fr": "EUR",
  "amazon.it": "EUR",
  "amazon.es": "EUR",
  "amazon.nl": "EUR",
  "amazon.be": "EUR",
  "amazon.ie": "EUR",
  "amazon.se": "SEK",
  "amazon.pl": "PLN",
  "amazon.com.tr": "TRY",
  "amazon.ae": "AED",
  "amazon.sa": "SAR",
  "amazon.in": "INR",
  "amazon.co.jp": "JPY",
  "amazon.com.au": "AUD",
  "amazon.sg": "SGD",
};

const EXPENSE_TYPES = new Set(["service fee", "fba inventory fee"]);
const IGNORED_TYPES = new Map([["transfer", "A transfer to your bank account, not a sale"]]);

export function parseAmazonTransactions(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook((id) => `Order ${id}`);
  const preamble = table.preamble.map((r) => r.cells.join(" ")).join("\n");
  const fileCurrency = /all amounts in ([A-Za-z]{3})\b/i.exec(preamble)?.[1]?.toUpperCase();
  const taxColumns = table.header
    .map((h, i) => ({ key: normaliseColumn(h), i, name: h.trim() }))
    .filter((c) => c.key.includes("tax") && !c.key.includes("model"));
  const money = (row: CsvRow, ...names: string[]) => amountCents(get(row, ...names), names[0], { thousands: true });
  const currencyOf = (row: CsvRow) => {
    const marketplace = get(row, "marketplace")
      .toLowerCase()
      .replace(/^www\./, "");
    const currency = MARKETPLACE_CURRENCIES[marketplace] ?? fileCurrency;
    if (!currency)
      throw new RowProblem(
        `The currency is unknown: the file does not say "All amounts in ..." and the marketplace "${marketplace}" is not one we know`,
      );
    return currency;
  };
  const feesOf = (row: CsvRow) =>
    -(money(row, "selling fees") + money(row, "fba fees") + money(row, "other transaction fees"));
  const taxesOf = (row: CsvRow) =>
    taxColumns.reduce((sum, c) => sum + amountCents(row.cells[c.i] ?? "", c.name, { thousands: true }), 0);
  const expenseKeys = new Map<string, number>();

  for (const row of table.rows) {
    const type = get(row, "type").toLowerCase();
    const id = get(row, "order id");
    if (type === "order" || type === "refund") {
      if (!id) {
        book.error(row.line, `This ${type} row has no order id`);
        continue;
      }
      book.row(id, row.line, () => {
        const date = amazonDateOf(get(row, "date/time"), "date/time");
        const currency = currencyOf(row);
        const productSales = money(row, "product sales");
        const shipping = money(row, "shipping credits", "postage credits");
        const giftWrap = money(row, "gift wrap credits", "giftwrap credits");
        const rebates = money(row, "promotional rebates");
        const taxes = taxesOf(row);
        const fees = feesOf(row);
        let lines: ReturnType<typeof linesForTotal> = [];
        if (type === "order") {
          if (productSales < 0) throw new RowProblem("product sales of an Order row must be 0 or more");
          const quantity = quantityOf(get(row, "quantity"), "quantity");
          const sku = get(row, "sku");
          lines = linesForTotal({ sku, name: get(row, "description") || sku || "Amazon item" }, quantity, productSales);
          if (giftWrap) lines.push(orderLine({ name: "Gift wrap", service: true }, 1, giftWrap));
        }
        const draft = book.draft(id, row.line);
        sameCurrency(draft, currency);
        draft.taxes += taxes;
        draft.fees += fees;
        if (type === "order") {
          draft.date = earlier(draft.date, date);
          draft.lines.push(...lines);
          draft.shipping += shipping;
          draft.discounts -= rebates;
        } else {
          draft.refundDate = earlier(draft.refundDate, date);
          draft.refunds -= productSales + shipping + giftWrap + rebates;
        }
      });
    } else if (EXPENSE_TYPES.has(type)) {
      try {
        const dateTime = get(row, "date/time");
        const description = get(row, "description");
        const total = money(row, "total");
        const key = [get(row, "settlement id"), dateTime, get(row, "type"), description, centsToDecimal(total)].join(
          " | ",
        );
        const n = (expenseKeys.get(key) ?? 0) + 1;
        expenseKeys.set(key, n);
        book.expense({
          line: row.line,
          externalId: n === 1 ? key : `${key} | ${n}`,
          date: amazonDateOf(dateTime, "date/time"),
          category: "platform",
          amount: centsToDecimal(-total),
          currency: currencyOf(row),
          note: description || get(row, "type"),
          source: "amazon",
        });
      } catch (err) {
        if (!(err instanceof RowProblem)) throw err;
        book.error(row.line, err.message);
      }
    } else if (IGNORED_TYPES.has(type)) {
      book.skip(row.line, IGNORED_TYPES.get(type)!);
    } else {
      book.skip(
        row.line,
        `"${get(row, "type") || "(no type)"}" rows are not imported: only Order, Refund, Service Fee and FBA Inventory Fee rows are`,
      );
    }
  }
  return book.finish();
}
