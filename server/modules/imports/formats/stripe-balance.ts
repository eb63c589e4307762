/**
 * Stripe's itemised balance change report: amounts in major units, currency in lower case, one row per balance
 * transaction (docs/decisions/1000-import-formats.md, docs/guide/imports.md#stripe-refunds).
 * - A `charge` is an order of a service: one line, no SKU, named from the description, marked `service` (no cost
 *   of goods), quantity 1 at the gross amount; its `fee` column is the order's fees.
 * - A `refund` (negative gross) is always counted. It is matched to its charge by `charge_id` (or a `source_id`
 *   that is a charge id), else by `payment_intent_id`, else by its description and customer when exactly one
 *   charge of the file has them; its fee column adds to the fees. A refund of a charge not in the file is a
 *   refund-only order of that charge; a refund matched to nothing is a refund-only order of its own (its id is
 *   `refund:` and the refund's id), dated the day of the refund, with a warning. A missing charge id never
 *   refuses the file.
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

/** "REFUND FOR CHARGE (Workshop, 1 seat)" -> "workshop, 1 seat": the words Stripe puts around a refund taken off. */
const chargeWords = (description: string) =>
  description
    .replace(/^\s*refund\s+for\s+charge\s*\((.*)\)\s*$/is, "$1")
    .trim()
    .toLowerCase();

export function parseStripeBalance(table: ImportTable): ParsedOrders {
  const { get } = cellsOf(table.header);
  const book = new OrderBook((id) => `Charge ${id}`);
  const money = (row: CsvRow, name: string, required = false) => amountCents(get(row, name), name, { required });
  const customerOf = (row: CsvRow) => get(row, "customer_email") || get(row, "customer_id");
  const chargeIdOf = (row: CsvRow, category: string) => {
    // A refund's source_id is the refund itself (re_...) unless it names the charge (ch_..., py_...).
    const source = get(row, "source_id");
    return get(row, "charge_id") || (category === "charge" || /^(ch|py)_/.test(source) ? source : "");
  };

  // The file's charges by payment intent and by description and customer, for refunds that name no charge.
  const byIntent = new Map<string, string>();
  const byWords = new Map<string, string[]>();
  for (const row of table.rows) {
    if (get(row, "reporting_category").toLowerCase() !== "charge") continue;
    const chargeId = chargeIdOf(row, "charge");
    if (!chargeId) continue;
    const intent = get(row, "payment_intent_id");
    if (intent) byIntent.set(intent, chargeId);
    const customer = customerOf(row).toLowerCase();
    if (!customer) continue;
    const key = `${chargeWords(get(row, "description"))}\u0000${customer}`;
    byWords.set(key, [...(byWords.get(key) ?? []), chargeId]);
  }
  /** The charge a refund is of: named, or found by its payment intent or its description and customer. */
  const matchOf = (row: CsvRow): { id: string; matched: boolean } | null => {
    const named = chargeIdOf(row, "refund");
    if (named) return { id: named, matched: true };
    const intent = get(row, "payment_intent_id");
    if (intent && byIntent.has(intent)) return { id: byIntent.get(intent)!, matched: true };
    const customer = customerOf(row).toLowerCase();
    const candidates = customer ? byWords.get(`${chargeWords(get(row, "description"))}\u0000${customer}`) : undefined;
    if (candidates?.length === 1) return { id: candidates[0], matched: true };
    return null;
  };

  for (const row of table.rows) {
    const category = get(row, "reporting_category").toLowerCase();
    if (category === "charge" || category === "refund") {
      let chargeId = category === "charge" ? chargeIdOf(row, category) : (matchOf(row)?.id ?? "");
      const unmatched = category === "refund" && !chargeId;
      if (unmatched) {
        const own = get(row, "source_id") || get(row, "balance_transaction_id");
        if (!own) {
          book.error(row.line, "This refund has no source_id or balance_transaction_id, so it cannot be told apart");
          continue;
        }
        chargeId = `refund:${own}`;
      }
      if (!chargeId) {
        book.error(row.line, "This charge has no charge_id or source_id");
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
        draft.customer ??= customerOf(row) || undefined;
        draft.fees += fee;
        if (category === "charge") {
          if (draft.date !== undefined) throw new RowProblem(`Charge ${chargeId} is in the file twice`);
          draft.date = date;
          draft.lines.push(orderLine({ name: get(row, "description") || "Stripe payment", service: true }, 1, gross));
        } else {
          draft.refundDate = earlier(draft.refundDate, date);
          draft.refunds -= gross;
          if (unmatched)
            book.warn(
              row.line,
              `This refund of ${currency} ${centsToDecimal(-gross)} names no charge the file has (no charge_id, and no charge with its payment intent or its description and customer): it is counted as a refund of ${date.slice(0, 7)} without its sale`,
            );
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
