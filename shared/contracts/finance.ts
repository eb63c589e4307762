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
  /** Ad expenses (category 'ads') of the row, part of `expenses` (docs/decisions/1062-profit-after-ads-metrics.md). */
  adSpend: decimal,
  /** Figures that are estimates: 'fees' when some orders' fees come from the fee schedule (decision 1060). */
  estimated: z.array(z.enum(["fees"])),
});
export type PnlFigures = z.infer<typeof pnlFiguresSchema>;

/**
 * Profit after ads (docs/decisions/1062-profit-after-ads-metrics.md): MER = net sales ÷ ad spend; break-even MER =
 * net sales ÷ (net profit + ad spend), the MER at which profit after ads is zero; new customers = buyers whose
 * first order ever falls in the period; CAC = ad spend ÷ new customers. A ratio has two places ("3.48"), CAC is money.
 * Each is null where its divisor is zero (or, for break-even, not positive), with the reason in `reasons`.
 */
export const pnlMetricsSchema = z.object({
  mer: z.string().nullable(),
  breakEvenMer: z.string().nullable(),
  cac: decimal.nullable(),
  newCustomers: z.number().int().nonnegative(),
  reasons: z.object({ mer: z.string().optional(), breakEvenMer: z.string().optional(), cac: z.string().optional() }),
});

/** Ad spend by platform; where the platform also sells (Etsy, TikTok Shop), its gross sales beside it. */
export const adPlatformSchema = z.object({
  platform: z.string(),
  label: z.string(),
  adSpend: decimal,
  /** Gross sales of the orders of the same channel, or null when the platform sells nothing here. */
  sales: decimal.nullable(),
  /** sales ÷ adSpend with two places, null without sales or spend. */
  roas: z.string().nullable(),
});
export type AdPlatform = z.infer<typeof adPlatformSchema>;

/** `sample_data`: the period holds orders of the sample files, not the person's own (docs/guide/imports.md#sample-files). */
/**
 * `channel_gap`: a channel's orders of the period came from an export without fees or postage, so fees are
 * estimated and postage or the channel's ads are not seen (`channel` names it); `margin_over_100`: a margin above
 * 100% and why (docs/decisions/1061-what-the-pnl-cannot-see.md).
 */
export const PNL_WARNING_CODES = [
  "missing_cost",
  "missing_rate",
  "cancelled_left_out",
  "sample_data",
  "channel_gap",
  "margin_over_100",
  "statement_currency",
] as const;
export const pnlWarningSchema = z.object({
  code: z.enum(PNL_WARNING_CODES),
  count: z.number().int().positive(),
  message: z.string(),
  /**
   * For missing_rate: the currencies and months without a rate ("EUR 2026-03"); for channel_gap the months; for
   * statement_currency the currencies and months whose rates would convert the statement rows ("GBP 2026-01").
   */
  details: z.array(z.string()).optional(),
  /** For channel_gap: the order source ('etsy', 'shopify', 'amazon', 'stripe'). */
  channel: z.string().optional(),
  /** For channel_gap: the period the warning is about. */
  period: z.object({ from: isoDate, to: isoDate }).optional(),
});
export type PnlWarning = z.infer<typeof pnlWarningSchema>;

export const pnlResponseSchema = z.object({
  currency: z.string(),
  from: isoDate,
  to: isoDate,
  groupBy: z.enum(PNL_GROUPS),
  rows: z.array(pnlFiguresSchema.extend({ key: z.string(), label: z.string(), metrics: pnlMetricsSchema.nullable() })),
  totals: pnlFiguresSchema,
  /** Profit after ads over the whole period; each row has its own by month (null by source or product). */
  metrics: pnlMetricsSchema,
  adPlatforms: z.array(adPlatformSchema),
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

/** A channel's fee rate: percent of (goods − discounts + shipping), per order and per unit, in the order's currency. */
const feeRateSchema = z.object({ percent: z.string(), perOrder: decimal, perUnit: decimal });
export const feeChannelSchema = z.object({
  channel: z.string(),
  label: z.string(),
  country: z.string(),
  note: z.string(),
  options: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      rate: feeRateSchema,
      parts: z.array(
        feeRateSchema.extend({
          label: z.string(),
          source: z.object({ name: z.string(), year: z.number().int(), url: z.string() }),
        }),
      ),
    }),
  ),
  /** The rate used: the person's own when set, else the schedule's default option. */
  used: feeRateSchema.extend({ optionId: z.string().nullable(), own: z.boolean() }),
});
/** `GET /api/finance/fee-rates` (and the answer of PUT and DELETE). */
export const feeRatesResponseSchema = z.object({ channels: z.array(feeChannelSchema) });
export type FeeRatesResponse = z.infer<typeof feeRatesResponseSchema>;
export const feeChannelParamsSchema = z.object({
  channel: z.enum(["etsy", "shopify", "amazon", "stripe"], {
    error: "Channel must be etsy, shopify, amazon or stripe",
  }),
});
/** `PUT /api/finance/fee-rates/:channel`: the person's own rate; `optionId` when taken from the schedule's options. */
export const feeRateInputSchema = z.object({
  optionId: z.string().trim().max(32).nullable().optional(),
  percent: z
    .string({ error: "Percent must be a number such as 9.5" })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,3})?$/, "Percent must be a number such as 9.5, with at most three decimals")
    .refine((v) => Number(v) <= 100, "Percent must be at most 100"),
  perOrder: z
    .string({ error: "Per order must be an amount such as 0.25" })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Per order must be an amount such as 0.25"),
  perUnit: z
    .string({ error: "Per unit must be an amount such as 0.20" })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "Per unit must be an amount such as 0.20"),
});
