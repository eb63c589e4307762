/**
 * Any other CSV file, read with the columns the person picked (format `csv`): one row per order line. An order's
 * own amounts (shipping, fees, refund) are given once per order, on one of its rows or repeated on each; a row
 * that gives a different amount for the same order is an error rather than a guess.
 */
import type { ColumnMapping } from "../../../../shared/contracts/imports";
import { ImportFileError, type CsvRow } from "./csv-reader";
import { OrderBook, cellsOf, currencyOf, earlier, orderLine, sameCurrency, type ParsedOrders } from "./orders";
import type { ImportTable } from "./table";
import { RowProblem, amountCents, isoDateOf, numericDateOf, quantityOf, type AmountOptions } from "./values";

const money: AmountOptions = { thousands: true, sign: true, nonNegative: true };
const ORDER_AMOUNTS = ["shipping", "fees", "refund"] as const;

/** Throws ImportFileError `header_not_found` when a column of the mapping is not in the file. */
export function parseMapped(table: ImportTable, mapping: ColumnMapping): ParsedOrders {
  const { get, has, label } = cellsOf(table.header);
  const columns = Object.entries(mapping)
    .filter(([key, value]) => key !== "dateFormat" && key !== "defaultCurrency" && value !== undefined)
    .map(([, value]) => value as string);
  const missing = columns.filter((c) => !has(c));
  if (missing.length)
    throw new ImportFileError(
      "header_not_found",
      `The file has no column ${missing.map((c) => `"${c}"`).join(", ")}`,
      table.header,
    );
  const cell = (row: CsvRow, column: string | undefined) => (column ? get(row, column) : "");
  const dateOf = (row: CsvRow) => {
    const raw = get(row, mapping.date);
    if (mapping.dateFormat === "YYYY-MM-DD") return isoDateOf(raw, label(mapping.date));
    return numericDateOf(raw, label(mapping.date), mapping.dateFormat === "MM/DD/YYYY" ? "month-first" : "day-first");
  };
  const book = new OrderBook((id) => `Order ${id}`);
  const given = new Map<string, { line: number; cents: number }>();

  for (const row of table.rows) {
    const id = get(row, mapping.orderId);
    if (!id) {
      book.error(row.line, `${label(mapping.orderId)} is missing`);
      continue;
    }
    book.row(id, row.line, () => {
      const name = get(row, mapping.product);
      if (!name) throw new RowProblem(`${label(mapping.product)} is missing`);
      const date = dateOf(row);
      const currency = mapping.currency
        ? currencyOf(get(row, mapping.currency), label(mapping.currency))
        : mapping.defaultCurrency!;
      const item = orderLine(
        { sku: cell(row, mapping.sku), name },
        quantityOf(get(row, mapping.quantity), label(mapping.quantity)),
        amountCents(get(row, mapping.unitPrice), label(mapping.unitPrice), { ...money, required: true }),
      );
      const amounts = ORDER_AMOUNTS.map((key) => {
        const raw = cell(row, mapping[key]);
        if (!mapping[key] || raw === "") return { key, cents: undefined };
        const column = label(mapping[key]);
        const cents = amountCents(raw, column, money);
        const earlierRow = given.get(`${key}\u0000${id}`);
        if (earlierRow && earlierRow.cents !== cents)
          throw new RowProblem(
            `${column} differs from line ${earlierRow.line} of the same order: give an order's ${column} once, or the same on each of its rows`,
          );
        return { key, cents: earlierRow ? undefined : cents };
      });
      const draft = book.draft(id, row.line);
      sameCurrency(draft, currency);
      draft.date = earlier(draft.date, date);
      draft.customer ??= cell(row, mapping.customer) || undefined;
      draft.lines.push(item);
      for (const { key, cents } of amounts) {
        if (cents === undefined) continue;
        given.set(`${key}\u0000${id}`, { line: row.line, cents });
        if (key === "shipping") draft.shipping = cents;
        else if (key === "fees") draft.fees = cents;
        else draft.refunds = cents;
      }
    });
  }
  return book.finish();
}
