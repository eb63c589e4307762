/**
 * Shopify's orders export: one row per line item; the order's own fields (Financial Status, Currency, Shipping,
 * Taxes, Discount Amount, Refunded Amount, Cancelled at, Email, Created at) are on its first row only. `Name` is
 * the order's id. Cancelled and voided orders are left out (docs/decisions/1000-import-formats.md).
 */
import { OrderBook, cellsOf, currencyOf, orderLine, type ParsedOrders } from "./orders";
import type { ImportTable } from "./table";
import { RowProblem, amountCents, isoDateOf, quantityOf } from "./values";

const money = { nonNegative: true };

export function parseShopifyOrders(table: ImportTable): ParsedOrders {
  const { get, has } = cellsOf(table.header);
  const book = new OrderBook((id) => `Order ${id}`);
  const cancelled = new Set<string>();
  for (const row of table.rows) {
    const id = get(row, "Name");
    if (!id) {
      book.error(row.line, "Name (the order number) is missing");
      continue;
    }
    book.row(id, row.line, (first) => {
      const status = get(row, "Financial Status").toLowerCase();
      if (first && (get(row, "Cancelled at") || status === "voided")) {
        cancelled.add(id);
        book.leaveOut(id, `Order ${id} was ${status === "voided" ? "voided" : "cancelled"}, so it is left out`);
      }
      if (cancelled.has(id)) return;
      const name = get(row, "Lineitem name");
      if (!name) throw new RowProblem("Lineitem name is missing");
      const item = orderLine(
        { sku: get(row, "Lineitem sku"), name },
        quantityOf(get(row, "Lineitem quantity"), "Lineitem quantity"),
        amountCents(get(row, "Lineitem price"), "Lineitem price", { ...money, required: true }),
      );
      if (first) {
        const refunded = has("Refunded Amount")
          ? amountCents(get(row, "Refunded Amount"), "Refunded Amount", money)
          : 0;
        if (!has("Refunded Amount") && status.includes("refunded"))
          throw new RowProblem(`The order is ${status}, but the file has no Refunded Amount column to say how much`);
        const fields = {
          date: isoDateOf(get(row, "Created at"), "Created at"),
          currency: currencyOf(get(row, "Currency")),
          customer: get(row, "Email") || undefined,
          shipping: amountCents(get(row, "Shipping"), "Shipping", money),
          taxes: amountCents(get(row, "Taxes"), "Taxes", money),
          discounts: amountCents(get(row, "Discount Amount"), "Discount Amount", money),
          refunds: refunded,
        };
        Object.assign(book.draft(id, row.line), fields);
      }
      book.existing(id)?.lines.push(item);
    });
  }
  return book.finish();
}
