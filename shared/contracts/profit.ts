/**
 * The profit calculator's form (docs/spec-notes.md): every input is text, as typed or as read from the
 * address bar. Empty or invalid counts as 0 (domain/profit.ts); a number the calculator would have to change is
 * refused under its field, by the rules every money amount and count follows (common.ts): a negative number,
 * an amount above 99,999.99 or with more than two decimals, a percentage outside 0-100 or with more than two
 * decimals, monthly sales above 1,000,000 (their decimals are dropped, as the specification says).
 */
import { z } from "zod";
import { PERCENT_FIELDS, PROFIT_FIELDS, type ProfitField } from "../domain/profit";
import { readMoney, readWholeNumber } from "./common";

const LABELS: Record<ProfitField, string> = {
  price: "Selling price",
  cost: "Product cost",
  shipping: "Shipping cost",
  ads: "Advertising cost",
  platformFee: "Platform fee",
  processingFee: "Payment processing",
  refundRate: "Refund rate",
  monthlySales: "Monthly sales",
};
const MAX_MONTHLY_SALES = 1_000_000;

function issue(name: ProfitField, n: number): string | null {
  if (n < 0) return "Enter 0 or more (negative numbers are not allowed)";
  if (name === "monthlySales") {
    const read = readWholeNumber(Math.trunc(n), LABELS[name], 0, MAX_MONTHLY_SALES);
    return "error" in read ? read.error : null;
  }
  if (PERCENT_FIELDS.includes(name)) {
    if (n > 100) return "Enter a percentage from 0 to 100";
    return "error" in readMoney(n, LABELS[name]) ? "Enter a percentage with at most two decimals" : null;
  }
  const read = readMoney(n, LABELS[name]);
  return "error" in read ? read.error : null;
}

const field = (name: ProfitField) =>
  z.string().superRefine((text, ctx) => {
    const n = Number(text.trim());
    if (!text.trim() || !Number.isFinite(n)) return; // counts as 0
    const message = issue(name, n);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const profitFormSchema = z.object(
  Object.fromEntries(PROFIT_FIELDS.map((f) => [f, field(f)])) as Record<ProfitField, ReturnType<typeof field>>,
);
export type ProfitFormValues = z.infer<typeof profitFormSchema>;
