/**
 * Client-side schemas of the profit-and-loss and plan-against-actual forms whose values differ from their request
 * (docs/decisions/870): fields hold text as typed (an empty box for "not set"), checked by the request's own rules;
 * the output is the request.
 */
import { z } from "zod";
import { feeRateInputSchema, financeSettingsInputSchema, targetInputSchema, targetsFromPlanSchema } from "./finance";

/** The fee rate select's choice of the person's own rate. */
export const FEE_RATE_OWN = "own";

/** Profit per hour's settings: an empty hours or wage box is sent as null (not set). */
export const financeSettingsFormSchema = z
  .object({ homeCurrency: z.string(), hoursPerWeek: z.string(), hourlyWage: z.string() })
  .transform((v): z.input<typeof financeSettingsInputSchema> => ({
    homeCurrency: v.homeCurrency,
    hoursPerWeek: v.hoursPerWeek.trim() || null,
    hourlyWage: v.hourlyWage.trim() || null,
  }))
  .pipe(financeSettingsInputSchema);

/** A channel's fee rate: the chosen schedule option, or "own" (sent as null), and the rate as typed. */
export const feeRateFormSchema = z
  .object({ optionId: z.string(), percent: z.string(), perOrder: z.string(), perUnit: z.string() })
  .transform((v): z.input<typeof feeRateInputSchema> => ({
    ...v,
    optionId: v.optionId === FEE_RATE_OWN ? null : v.optionId,
  }))
  .pipe(feeRateInputSchema);

/** Plan against actual's 'Type a month's targets': an empty amount box is sent as null (that target cleared). */
export const targetFormSchema = z
  .object({ month: z.string(), revenue: z.string(), profit: z.string() })
  .transform((v): z.input<typeof targetInputSchema> => ({
    month: v.month,
    revenue: v.revenue.trim() || null,
    profit: v.profit.trim() || null,
  }))
  .pipe(targetInputSchema);

/** 'Take targets from a business plan': the product idea only narrows the plans offered and is not sent. */
export const targetsFromPlanFormSchema = z
  .object({ productId: z.string(), planId: z.string(), startMonth: z.string() })
  .transform((v): z.input<typeof targetsFromPlanSchema> => ({ planId: v.planId, startMonth: v.startMonth }))
  .pipe(targetsFromPlanSchema);
