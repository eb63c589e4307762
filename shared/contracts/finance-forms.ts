/**
 * Client-side schemas of the profit-and-loss forms whose values differ from their request (docs/decisions/870):
 * fields hold text as typed (an empty box for "not set"), checked by the request's own rules; the output is the request.
 */
import { z } from "zod";
import { financeSettingsInputSchema } from "./finance";

/** Profit per hour's settings: an empty hours or wage box is sent as null (not set). */
export const financeSettingsFormSchema = z
  .object({ homeCurrency: z.string(), hoursPerWeek: z.string(), hourlyWage: z.string() })
  .transform((v): z.input<typeof financeSettingsInputSchema> => ({
    homeCurrency: v.homeCurrency,
    hoursPerWeek: v.hoursPerWeek.trim() || null,
    hourlyWage: v.hourlyWage.trim() || null,
  }))
  .pipe(financeSettingsInputSchema);
