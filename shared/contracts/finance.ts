/**
 * The profit-and-loss, expenses, currency rates and finance settings
 * (docs/product-rules.md#one-table-for-every-sale, docs/product-rules.md#money-is-exact).
 * Money travels as exact decimal strings with two places; a rate with up to eight places.
 */
import { z } from "zod";
import { calendarDateSchema } from "./common";
import { EXPENSE_CATEGORIES } from "./imports";

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be written YYYY-MM");
const currencyCode = z
  .string({ error: "Currency must be a three-letter code such as USD" })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD"));

export const PNL_GROUPS = ["month", "source", "product"] as const;
export type PnlGroup = (typeof PNL_GROUPS)[number];

/** `GET /api/finance/pnl?from=&to=&groupBy=`: by order date, both ends included. */
export const pnlQuerySchema = z.object({
  from: calendarDateSchema("From"),
  to: calendarDateSchema("To"),
  groupBy: z.enum(PNL_GROUPS, { error: "Group by month, source or product" }).default("month"),
});
export type PnlQuery = z.infer<typeof pnlQuerySchema>;

export const pnlFiguresSchema = z.object({
  orders: z.number().int().nonnegative(),
  units: z.number().int(),
  grossSales: decimal,
  discounts: decimal,
  refunds: decimal,
  netSales: decimal,
  shipping: decimal,
  cogs: decimal,
  fees: decimal,
  expenses: decimal,
  netProfit: decimal,
  /** netProfit / netSales as a percentage with one place ("23.4"), null when there are no net sales. */
  margin: z.string().nullable(),
});
export type PnlFigures = z.infer<typeof pnlFiguresSchema>;

export const PNL_WARNING_CODES = ["missing_cost", "missing_rate", "cancelled_left_out"] as const;
export const pnlWarningSchema = z.object({
  code: z.enum(PNL_WARNING_CODES),
  count: z.number().int().positive(),
  message: z.string(),
  /** For missing_rate: the currencies and months without a rate ("EUR 2026-03"). */
  details: z.array(z.string()).optional(),
});
export type PnlWarning = z.infer<typeof pnlWarningSchema>;

export const pnlResponseSchema = z.object({
  currency: z.string(),
  from: isoDate,
  to: isoDate,
  groupBy: z.enum(PNL_GROUPS),
  rows: z.array(pnlFiguresSchema.extend({ key: z.string(), label: z.string() })),
  totals: pnlFiguresSchema,
  warnings: z.array(pnlWarningSchema),
  /** Net profit per hour worked over the period, when the person logged hours per week; with their wage. */
  perHour: z
    .object({ hoursPerWeek: z.string(), hours: z.string(), profitPerHour: decimal, hourlyWage: decimal.nullable() })
    .nullable(),
});
export type PnlResponse = z.infer<typeof pnlResponseSchema>;

/** `PUT /api/finance/rates`. */
export const rateInputSchema = z.object({
  currency: currencyCode,
  month,
  rate: z
    .string({ error: "Rate must be a number" })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,8})?$/, "Rate must be a positive number with at most eight decimal places")
    .refine((v) => Number(v) > 0, "Rate must be more than 0"),
});
export type RateInput = z.input<typeof rateInputSchema>;
export const rateSchema = z.object({ currency: z.string(), month: z.string(), rate: z.string() });
export const ratesResponseSchema = z.object({ homeCurrency: z.string(), rates: z.array(rateSchema) });

/** `GET/PUT /api/finance/settings`. */
export const financeSettingsInputSchema = z.object({
  homeCurrency: currencyCode,
  hoursPerWeek: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d)?$/, "Hours per week must be a number such as 12 or 7.5")
    .refine((v) => Number(v) <= 168, "Hours per week must be at most 168")
    .nullable()
    .optional(),
  hourlyWage: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Hourly wage must be an amount such as 15 or 12.50")
    .nullable()
    .optional(),
});
export type FinanceSettingsInput = z.input<typeof financeSettingsInputSchema>;
export const financeSettingsSchema = z.object({
  homeCurrency: z.string(),
  hoursPerWeek: z.string().nullable(),
  hourlyWage: decimal.nullable(),
});
export const financeSettingsResponseSchema = z.object({ settings: financeSettingsSchema });

/** `POST /api/expenses`. */
export const expenseInputSchema = z.object({
  date: calendarDateSchema("Date"),
  category: z.enum(EXPENSE_CATEGORIES, { error: "Choose a category" }),
  amount: z
    .string({ error: "Amount is required" })
    .trim()
    .regex(/^-?\d{1,7}(\.\d{1,2})?$/, "Amount must be an amount such as 25 or 19.99"),
  currency: currencyCode.default("USD"),
  note: z.string().trim().max(500, "Note must be at most 500 characters").default(""),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export const expenseSchema = z.object({
  id: z.number().int().positive(),
  date: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  amount: decimal,
  currency: z.string(),
  note: z.string(),
  source: z.string().nullable(),
});
export type Expense = z.infer<typeof expenseSchema>;
export const expenseResponseSchema = z.object({ expense: expenseSchema });
export const expenseListSchema = z.object({ expenses: z.array(expenseSchema) });
/** `GET /api/expenses?from=&to=`: both ends optional and included; newest first, at most 1,000. */
export const expensesQuerySchema = z.object({
  from: calendarDateSchema("From").optional(),
  to: calendarDateSchema("To").optional(),
});

/** `DELETE /api/finance/rates/:currency/:month`. */
export const rateParamsSchema = z.object({ currency: currencyCode, month });

/** The P&L's CSV columns (`GET /api/finance/pnl.csv`): one line per row, then the totals. */
export const PNL_CSV_COLUMNS = [
  "key",
  "label",
  "orders",
  "units",
  "grossSales",
  "discounts",
  "refunds",
  "netSales",
  "shipping",
  "cogs",
  "fees",
  "expenses",
  "netProfit",
  "margin",
] as const;
