/**
 * Client-side schema of the imports hub's column mapping (docs/decisions/870-one-form-kit-and-its-exceptions.md):
 * each select holds a column's name or "" for none, checked by the request's own rules; the output is the mapping.
 */
import { z } from "zod";
import { columnMappingSchema } from "./imports";

/** The mapping as chosen: an empty currency of the whole file is not set (then a currency column is needed). */
export const columnMappingFormSchema = columnMappingSchema.safeExtend({
  defaultCurrency: z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(columnMappingSchema.shape.defaultCurrency),
});
export type ColumnMappingForm = z.input<typeof columnMappingFormSchema>;
