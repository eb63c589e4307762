/**
 * The profit calculator's form (docs/spec-notes.md): every input is text, as typed or as read from the
 * address bar. Empty or invalid counts as 0 (domain/profit.ts); a negative number is refused under its field.
 */
import { z } from "zod";
import { PERCENT_FIELDS, PROFIT_FIELDS, type ProfitField } from "../domain/profit";

const LIMITS: Record<ProfitField, number> = {
  price: 1_000_000,
  cost: 1_000_000,
  shipping: 1_000_000,
  ads: 1_000_000,
  platformFee: 100,
  processingFee: 100,
  refundRate: 100,
  monthlySales: 1_000_000,
};

const field = (name: ProfitField) =>
  z.string().superRefine((text, ctx) => {
    const n = Number(text.trim());
    if (!text.trim() || !Number.isFinite(n)) return; // counts as 0
    if (n < 0) ctx.addIssue({ code: "custom", message: "Enter 0 or more (negative numbers are not allowed)" });
    else if (n > LIMITS[name])
      ctx.addIssue({
        code: "custom",
        message: PERCENT_FIELDS.includes(name)
          ? "Enter a percentage from 0 to 100"
          : `Enter at most ${LIMITS[name].toLocaleString("en-US")}`,
      });
  });

export const profitFormSchema = z.object(
  Object.fromEntries(PROFIT_FIELDS.map((f) => [f, field(f)])) as Record<ProfitField, ReturnType<typeof field>>,
);
export type ProfitFormValues = z.infer<typeof profitFormSchema>;
