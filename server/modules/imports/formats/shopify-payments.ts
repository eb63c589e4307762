/**
 * Shopify Payments' transactions export (Finance > Payouts > Transactions > Export): `Transaction Date`, `Type`,
 * `Order` ("#1001", as the orders export's `Name`), `Card Brand`, `Payout Status`, `Payout Date`, `Amount`, `Fee`,
 * `Net`, `Currency` (docs/decisions/1050-statement-costs-beside-orders.md, 1053-shopify-payments-rows.md).
 * The orders export has the sales and their refunds but no processing fees, so:
 * - a `charge` adds its fee to its order (the fee is Amount − Net, whichever sign the export gives `Fee`);
 * - a `refund` adds only a fee it carries (its amount is already the orders export's `Refunded Amount`);
 * - an `adjustment` or a chargeback is a `platform` expense of what it took (−Net), a credit when it gave back;
 * - payouts, reserves and transfers move money, they are not income: skipped, named.
 */
import { centsToDecimal } from "../../../../shared/domain/money";
import { OrderBook, cellsOf, currencyOf, type ParsedOrders } from "./orders";
import { RowIds } from "./statement-rows";
import type { ImportTable } from "./table";
import { RowProblem, isoDateOf, writtenAmountCents } from "./values";

const MOVES_MONEY = new Map([
  ["payout", "A payout to your bank account, not income"],
  ["reserve", "Money Shopify held in reserve, not income or cost"],
  ["transfer", "A transfer of your balance, not income"],
  ["payout failure", "A payout that came back, not income"],
]);

export function parseShopifyPayments(table: ImportTable): ParsedOrders {
  const { get, has } = cellsOf(table.header);
  const book = new OrderBook();
  const ids = new RowIds("shopify-payments");
  for (const row of table.rows) {
    const id = ids.of(row);
    const type = get(row, "Type").toLowerCase();
    const moves = MOVES_MONEY.get(type);
    if (moves) {
      book.skip(row.line, moves);
      continue;
    }
    try {
      const date = isoDateOf(get(row, "Transaction Date"), "Transaction Date");
      const currency = currencyOf(get(row, "Currency"));
      const amount = writtenAmountCents(get(row, "Amount"), "Amount");
      const net = has("Net") && get(row, "Net") !== "" ? writtenAmountCents(get(row, "Net"), "Net") : null;
      const fee = net === null ? Math.abs(writtenAmountCents(get(row, "Fee"), "Fee")) : amount - net;
      const order = get(row, "Order");
      switch (type) {
        case "charge":
        case "refund": {
          if (!order) throw new RowProblem(`A ${type} must name its order in the Order column`);
          if (order.length > 255) throw new RowProblem("Order must be at most 255 characters");
          if (fee === 0) {
            if (type === "refund") book.skip(row.line, "A refund: its amount is the orders export's Refunded Amount");
            break;
          }
          book.cost({
            line: row.line,
            externalId: id,
            source: "shopify",
            orderExternalId: order,
            date,
            currency,
            fees: centsToDecimal(fee),
            refunds: "0.00",
            note: `Shopify Payments ${type} fee`,
          });
          break;
        }
        case "adjustment":
        case "chargeback":
        case "chargeback won":
        case "dispute": {
          const taken = -(net ?? amount - fee);
          if (taken === 0) break;
          book.expense({
            line: row.line,
            externalId: id,
            date,
            category: "platform",
            amount: centsToDecimal(taken),
            currency,
            note: `Shopify Payments ${type}${order ? ` (order ${order})` : ""}`,
            source: "shopify",
          });
          break;
        }
        default:
          book.skip(row.line, `A transaction of type "${get(row, "Type") || "(none)"}" is not read`);
      }
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      book.error(row.line, err.message);
    }
  }
  return book.finish();
}
