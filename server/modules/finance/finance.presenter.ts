/** Presents expenses: the date as 'YYYY-MM-DD' (the UTC day it was spent), money as two-place strings. */
import type { Expense } from "../../../shared/contracts/finance";
import type { ExpenseCategory } from "../../../shared/contracts/imports";
import type { ExpenseRow } from "../../../shared/schema";

export function presentExpense(row: ExpenseRow): Expense {
  return {
    id: row.id,
    date: row.spentOn.toISOString().slice(0, 10),
    category: row.category as ExpenseCategory,
    amount: row.amount,
    currency: row.currency,
    note: row.note,
    source: row.source,
  };
}
