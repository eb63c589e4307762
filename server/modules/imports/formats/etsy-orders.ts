/**
 * Etsy's sold order items (EtsySoldOrderItems): one row per item, `Price` per unit, `Discount Amount` that item's
 * discount; `Order Shipping` and `Order Sales Tax` are the order's, repeated on each of its rows, so they count
 * once. `Buyer` is the buyer's Etsy username. The file has no fees or refunds (Etsy lists those elsewhere).
 */
import { OrderBook, cellsOf, currencyOf, earlier, orderLine, sameCurrency, type ParsedOrders } from "./orders";
import type { ImportTable } from "./table";
import { RowProblem, amountCents, numericDateOf, quantityOf } from "./values";

const money = { nonNegative: true };

export function parseEtsyOrders(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook((id) => `Order ${id}`);
  /** The first row of each order that gave its shipping and sales tax, to check the repeats against. */
  const orderAmounts = new Map<string, { line: number; shipping: number; taxes: number }>();
  const transactions = new Map<string, number>();
  for (const row of table.rows) {
    const id = get(row, "Order ID");
    if (!id) {
      book.error(row.line, "Order ID is missing");
      continue;
    }
    const transaction = get(row, "Transaction ID");
    const seenAt = transaction ? transactions.get(transaction) : undefined;
    if (seenAt !== undefined) {
      book.skip(row.line, `The same item as line ${seenAt} (Transaction ID ${transaction}), counted once`);
      continue;
    }
    if (transaction) transactions.set(transaction, row.line);
    book.row(id, row.line, () => {
      const name = get(row, "Item Name");
      if (!name) throw new RowProblem("Item Name is missing");
      const date = numericDateOf(get(row, "Sale Date"), "Sale Date", "month-first");
      const currency = currencyOf(get(row, "Currency"));
      const item = orderLine(
        { sku: get(row, "SKU"), name },
        quantityOf(get(row, "Quantity")),
        amountCents(get(row, "Price"), "Price", { ...money, required: true }),
      );
      const discount = amountCents(get(row, "Discount Amount"), "Discount Amount", money);
      const shipping = amountCents(get(row, "Order Shipping"), "Order Shipping", money);
      const taxes = amountCents(get(row, "Order Sales Tax"), "Order Sales Tax", money);
      const counted = orderAmounts.get(id);
      if (counted && counted.shipping !== shipping)
        throw new RowProblem(`Order Shipping differs from line ${counted.line} of the same order`);
      if (counted && counted.taxes !== taxes)
        throw new RowProblem(`Order Sales Tax differs from line ${counted.line} of the same order`);
      const draft = book.draft(id, row.line);
      sameCurrency(draft, currency);
      if (!counted) {
        orderAmounts.set(id, { line: row.line, shipping, taxes });
        draft.shipping = shipping;
        draft.taxes = taxes;
      }
      draft.date = earlier(draft.date, date);
      draft.customer ??= get(row, "Buyer") || undefined;
      draft.discounts += discount;
      draft.lines.push(item);
    });
  }
  return book.finish();
}
