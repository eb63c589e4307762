/**
 * The form kit's root (docs/decisions/810-generator-layout-and-form-kit.md): react-hook-form
 * with zodResolver over the request schema from shared/contracts, and the schema handed to the fields so
 * they carry its limits. The <form> and the fields' hooks live in form-root.tsx, which has no Zod at run time.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";

export { SchemaForm } from "./form-root";

/** useForm validated by `schema`: values typed as the schema's input, submitted as its parsed output. */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: "onChange",
  });
}
