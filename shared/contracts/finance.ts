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

/** `sample_data`: the period holds orders of the sample files, not the person's own (docs/guide/imports.md#sample-files). */
export const PNL_WARNING_CODES = ["missing_cost", "missing_rate", "cancelled_left_out", "sample_data"] as const;
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

/** `GET /api/finance/targets?year=` (Pro): each month's targets against the actual figures, in the home currency. */
export const targetsQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Year must be a year such as 2026" })
    .int("Year must be a year such as 2026")
    .min(2000, "Year must be from 2000 to 2100")
    .max(2100, "Year must be from 2000 to 2100"),
});
const targetAmount = (label: string) =>
  z
    .string({ error: `${label} must be an amount such as 1500 or 1499.99` })
    .trim()
    .regex(/^-?\d{1,9}(\.\d{1,2})?$/, `${label} must be an amount such as 1500 or 1499.99`)
    .nullable()
    .optional();
/** `PUT /api/finance/targets` (Pro): a month's typed targets; null clears one. */
export const targetInputSchema = z.object({
  month,
  revenue: targetAmount("Revenue target"),
  profit: targetAmount("Profit target"),
});
/** `POST /api/finance/targets/from-plan` (Pro): a saved business plan's monthly projections, its month 1 at `startMonth`. */
export const targetsFromPlanSchema = z.object({
  planId: z.coerce
    .number({ error: "Choose a business plan" })
    .int("Choose a business plan")
    .positive("Choose a business plan"),
  startMonth: month,
});
export const targetMonthSchema = z.object({
  month: z.string(),
  revenueTarget: decimal.nullable(),
  profitTarget: decimal.nullable(),
  /** Actual net sales and net profit of the month (docs/guide/profit-and-loss.md). */
  revenue: decimal,
  profit: decimal,
});
export const targetsResponseSchema = z.object({
  currency: z.string(),
  year: z.number().int(),
  months: z.array(targetMonthSchema),
  warnings: z.array(pnlWarningSchema),
});
export type TargetsResponse = z.infer<typeof targetsResponseSchema>;
export type TargetInput = z.infer<typeof targetInputSchema>;

/** `GET /api/analytics/cohorts?months=` (Pro): repeat purchases and cohorts by first-order month. */
export const COHORT_SPANS = ["6", "12", "24"] as const;
export const cohortsQuerySchema = z.object({
  months: z.enum(COHORT_SPANS, { error: "Months must be 6, 12 or 24" }).default("12"),
});
export const cohortSchema = z.object({
  /** The month of the customers' first order ('YYYY-MM'). */
  month: z.string(),
  customers: z.number().int().nonnegative(),
  /** Net sales from the cohort's customers, from their first order to now, per customer. */
  revenuePerCustomer: decimal,
  /** For each later month (1 = the month after the first), the share of the cohort who bought (one place, "12.5"). */
  returning: z.array(z.object({ offset: z.number().int().positive(), share: z.string() })),
});
export const cohortsResponseSchema = z.object({
  currency: z.string(),
  customers: z.number().int().nonnegative(),
  repeatCustomers: z.number().int().nonnegative(),
  /** Customers with two or more orders, as a share of all customers ("23.4"); null without customers. */
  repeatPurchaseRate: z.string().nullable(),
  /** Orders with no customer (typed-in sales, Stripe charges without one): not in the cohorts. */
  ordersWithoutCustomer: z.number().int().nonnegative(),
  cohorts: z.array(cohortSchema),
});
export type CohortsResponse = z.infer<typeof cohortsResponseSchema>;
