/**
 * Stripe's itemised balance change report: amounts in major units, currency in lower case, one row per balance
 * transaction (docs/decisions/1000-import-formats.md).
 * - A `charge` is an order of a service: one line, no SKU, named from the description, marked `service` (no cost
 *   of goods), quantity 1 at the gross amount; its `fee` column is the order's fees.
 * - A `refund` (negative gross) is a refund of the charge its `charge_id` (or a `source_id` that is a charge id)
 *   names; its fee column adds to the fees. A refund of a charge that is not in the file is a refund-only order.
 * - A `fee` row (a Stripe fee not tied to one charge) is a platform expense.
 * - `payout` rows (and transfers, top-ups) move money, they are not sales: skipped. Other categories (disputes,
 *   adjustments) are skipped and named.
 */
import { centsToDecimal } from "../../../../shared/domain/money";
import type { CsvRow } from "./csv-reader";
import { OrderBook, cellsOf, currencyOf, earlier, orderLine, sameCurrency, type ParsedOrders } from "./orders";
import type { ImportTable } from "./table";
import { RowProblem, amountCents, isoDateOf } from "./values";

const MOVES_MONEY = new Map([
  ["payout", "A payout to your bank account, not a sale"],
  ["payout_reversal", "A payout that came back, not a sale"],
  ["transfer", "A transfer between Stripe accounts, not a sale"],
  ["topup", "A top-up of your Stripe balance, not a sale"],
]);

export function parseStripeBalance(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook((id) => `Charge ${id}`);
  const money = (row: CsvRow, name: string, required = false) => amountCents(get(row, name), name, { required });

  for (const row of table.rows) {
    const category = get(row, "reporting_category").toLowerCase();
    if (category === "charge" || category === "refund") {
      // A refund's source_id is the refund itself (re_...) unless it names the charge (ch_..., py_...).
      const source = get(row, "source_id");
      const chargeId = get(row, "charge_id") || (category === "charge" || /^(ch|py)_/.test(source) ? source : "");
      if (!chargeId) {
        book.error(
          row.line,
          category === "charge"
            ? "This charge has no charge_id or source_id"
            : "This refund names no charge (charge_id), so it cannot be matched to its sale",
        );
        continue;
      }
      book.row(chargeId, row.line, () => {
        const date = isoDateOf(get(row, "created_utc"), "created_utc");
        const currency = currencyOf(get(row, "currency"), "currency");
        const gross = money(row, "gross", true);
        const fee = money(row, "fee");
        if (category === "charge" && gross < 0) throw new RowProblem("gross of a charge must be 0 or more");
        if (category === "refund" && gross > 0) throw new RowProblem("gross of a refund must be 0 or less");
        const draft = book.draft(chargeId, row.line);
        sameCurrency(draft, currency);
        draft.customer ??= get(row, "customer_email") || get(row, "customer_id") || undefined;
        draft.fees += fee;
        if (category === "charge") {
          if (draft.date !== undefined) throw new RowProblem(`Charge ${chargeId} is in the file twice`);
          draft.date = date;
          draft.lines.push(orderLine({ name: get(row, "description") || "Stripe payment", service: true }, 1, gross));
        } else {
          draft.refundDate = earlier(draft.refundDate, date);
          draft.refunds -= gross;
        }
      });
    } else if (category === "fee") {
      try {
        const id = get(row, "balance_transaction_id");
        if (!id) throw new RowProblem("balance_transaction_id is missing");
        book.expense({
          line: row.line,
          externalId: id,
          date: isoDateOf(get(row, "created_utc"), "created_utc"),
          category: "platform",
          amount: centsToDecimal(money(row, "fee") - money(row, "gross", true)),
          currency: currencyOf(get(row, "currency"), "currency"),
          note: get(row, "description") || "Stripe fee",
          source: "stripe",
        });
      } catch (err) {
        if (!(err instanceof RowProblem)) throw err;
        book.error(row.line, err.message);
      }
    } else if (MOVES_MONEY.has(category)) {
      book.skip(row.line, MOVES_MONEY.get(category)!);
    } else {
      book.skip(
        row.line,
        `Stripe's "${category || "(no category)"}" rows are not imported: only charges, refunds and fees are`,
      );
    }
  }
  return book.finish();
}
