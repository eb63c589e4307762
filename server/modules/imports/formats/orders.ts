/**
 * What every order format shares: orders gathered by their id across rows, row errors with their line, and
 * the rule that an order with an error is left out whole (its other rows are listed as skipped, naming the
 * error's line), so a half-read order never reaches the profit-and-loss.
 */
import type {
  ImportRowError,
  ImportSkippedRow,
  ImportedExpense,
  ImportedOrder,
  ImportedOrderLine,
  ImportedStatementCost,
} from "../../../../shared/contracts/imports";
import { centsToDecimal } from "../../../../shared/domain/money";
import { normaliseColumn } from "./detect";
import type { CsvRow } from "./csv-reader";
import { RowProblem } from "./values";

/** What every order parser answers. */
export type ParsedOrders = {
  orders: ImportedOrder[];
  expenses: ImportedExpense[];
  /** A payment statement's fees and refunds of orders (docs/decisions/1050-statement-costs-beside-orders.md). */
  costs: ImportedStatementCost[];
  errors: ImportRowError[];
  skipped: ImportSkippedRow[];
  /** Rows read and counted that deserve a word (a refund matched to no sale in the file). */
  warnings: ImportRowError[];
};

/** An order being read. Amounts are cents; `date` comes from sale rows, `refundDate` from refund rows. */
export type OrderDraft = {
  externalId: string;
  line: number;
  date?: string;
  refundDate?: string;
  currency?: string;
  customer?: string;
  discounts: number;
  shipping: number;
  taxes: number;
  refunds: number;
  fees: number;
  lines: ImportedOrderLine[];
};

type Tracked = { lines: number[]; failedAt?: number; leftOut?: string };

export class OrderBook {
  private readonly drafts = new Map<string, OrderDraft>();
  private readonly tracked = new Map<string, Tracked>();
  private readonly errors: ImportRowError[] = [];
  private readonly skipped: ImportSkippedRow[] = [];
  private readonly warnings: ImportRowError[] = [];
  private readonly expenses: ImportedExpense[] = [];
  private readonly costs: ImportedStatementCost[] = [];

  /** `name` says an order's id to a person: "Order #1001", "Order 113-4567890-1234567". */
  constructor(private readonly name: (id: string) => string = (id) => `Order ${id}`) {}

  /**
   * Reads one row of order `id` with `read(first)` (`first`: no earlier row of this order was seen). A RowProblem
   * it throws becomes the row's error, and the order is left out.
   */
  row(id: string, line: number, read: (first: boolean) => void): void {
    const known = id ? this.tracked.get(id) : undefined;
    if (id && !known) this.tracked.set(id, { lines: [line] });
    else known?.lines.push(line);
    try {
      read(!known);
    } catch (err) {
      if (!(err instanceof RowProblem)) throw err;
      this.error(line, err.message);
      const tracked = id ? this.tracked.get(id) : undefined;
      if (tracked) tracked.failedAt ??= line;
    }
  }

  /** A row that is not part of any order and has something wrong. */
  error(line: number, message: string): void {
    this.errors.push({ line, message: `Line ${line}: ${message}` });
  }

  /** A row read and counted, with something the person should know about it. */
  warn(line: number, message: string): void {
    this.warnings.push({ line, message: `Line ${line}: ${message}` });
  }

  /** A row deliberately not imported (a payout, a transfer), with the reason. */
  skip(line: number, reason: string): void {
    this.skipped.push({ line, reason });
  }

  /** Leaves order `id` out (every row of it is listed as skipped with `reason`), as with a cancelled order. */
  leaveOut(id: string, reason: string): void {
    const tracked = this.tracked.get(id);
    if (tracked) tracked.leftOut ??= reason;
  }

  /** The order being read, created at its first row. */
  draft(id: string, line: number): OrderDraft {
    let draft = this.drafts.get(id);
    if (!draft) {
      draft = { externalId: id, line, discounts: 0, shipping: 0, taxes: 0, refunds: 0, fees: 0, lines: [] };
      this.drafts.set(id, draft);
    }
    return draft;
  }

  /** The order, when an earlier row created it. */
  existing(id: string): OrderDraft | undefined {
    return this.drafts.get(id);
  }

  expense(expense: ImportedExpense): void {
    this.expenses.push(expense);
  }

  cost(cost: ImportedStatementCost): void {
    this.costs.push(cost);
  }

  finish(): ParsedOrders {
    const orders: ImportedOrder[] = [];
    const errorLines = new Set(this.errors.map((e) => e.line));
    for (const [id, tracked] of this.tracked) {
      const draft = this.drafts.get(id);
      const reason =
        tracked.failedAt !== undefined
          ? `${this.name(id)} is left out: line ${tracked.failedAt} has an error`
          : tracked.leftOut;
      if (reason || !draft) {
        const why = reason ?? `${this.name(id)} has no sale or refund in the file`;
        for (const line of tracked.lines) if (!errorLines.has(line)) this.skipped.push({ line, reason: why });
        continue;
      }
      orders.push(presentOrder(draft));
    }
    const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
    return {
      orders,
      expenses: this.expenses,
      costs: this.costs,
      errors: this.errors.sort(byLine),
      skipped: this.skipped.sort(byLine),
      warnings: this.warnings.sort(byLine),
    };
  }
}

function presentOrder(draft: OrderDraft): ImportedOrder {
  const order: ImportedOrder = {
    line: draft.line,
    externalId: draft.externalId,
    date: (draft.date ?? draft.refundDate)!,
    currency: draft.currency!,
    discounts: centsToDecimal(draft.discounts),
    shipping: centsToDecimal(draft.shipping),
    taxes: centsToDecimal(draft.taxes),
    refunds: centsToDecimal(draft.refunds),
    fees: centsToDecimal(draft.fees),
    cancelled: false,
    refundOnly: draft.date === undefined,
    lines: draft.lines,
  };
  if (draft.customer) order.customer = draft.customer;
  return order;
}

/** The same currency on every row of an order; upper-case three letters. */
export function currencyOf(raw: string, label = "Currency"): string {
  const text = raw.trim();
  if (text === "") throw new RowProblem(`${label} is missing`);
  if (!/^[A-Za-z]{3}$/.test(text))
    throw new RowProblem(`${label} must be a three-letter code such as USD, not "${text}"`);
  return text.toUpperCase();
}

/** Sets the order's currency at its first row, and checks it on the others. */
export function sameCurrency(draft: OrderDraft, currency: string): void {
  if (draft.currency === undefined) draft.currency = currency;
  else if (draft.currency !== currency)
    throw new RowProblem(`Currency ${currency} differs from ${draft.currency} on line ${draft.line} of the same order`);
}

/** A line of an order; a blank SKU is left out. */
export function orderLine(
  what: { sku?: string; name: string; service?: boolean },
  quantity: number,
  unitCents: number,
): ImportedOrderLine {
  const line: ImportedOrderLine = { name: what.name, quantity, unitPrice: centsToDecimal(unitCents) };
  if (what.sku) line.sku = what.sku;
  if (what.service) line.service = true;
  return line;
}

/** The earlier of two YYYY-MM-DD dates. */
export const earlier = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);

/**
 * Lines for `quantity` units that came to `totalCents` together. The unit price is exact when the total divides
 * evenly; otherwise the last unit takes the remainder on a line of its own (10.00 for 3 is 2 at 3.33 and 1 at
 * 3.34), so quantities and gross sales stay exact.
 */
export function linesForTotal(
  what: { sku?: string; name: string; service?: boolean },
  quantity: number,
  totalCents: number,
): ImportedOrderLine[] {
  const unit = Math.floor(totalCents / quantity);
  const rest = totalCents - unit * quantity;
  if (rest === 0) return [orderLine(what, quantity, unit)];
  const out: ImportedOrderLine[] = [];
  if (quantity > 1) out.push(orderLine(what, quantity - 1, unit));
  out.push(orderLine(what, 1, unit + rest));
  return out;
}

/** Cells of a row by column name (case and spacing ignored); a missing column reads as "". */
export type Cells = (row: CsvRow, ...names: string[]) => string;

export function cellsOf(header: readonly string[]): {
  get: Cells;
  has: (name: string) => boolean;
  /** The column's name as the file writes it ("sold on" -> "Sold On"), for messages. */
  label: (name: string) => string;
} {
  const index = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = normaliseColumn(cell);
    if (!index.has(key)) index.set(key, i);
  });
  const at = (name: string) => index.get(normaliseColumn(name));
  return {
    get: (row, ...names) => {
      for (const name of names) {
        const i = at(name);
        if (i !== undefined) return (row.cells[i] ?? "").trim();
      }
      return "";
    },
    has: (name) => at(name) !== undefined,
    label: (name) => {
      const i = at(name);
      return i === undefined ? name : header[i].replace(/^\uFEFF/, "").trim();
    },
  };
}
