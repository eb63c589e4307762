/**
 * The form kit's root (docs/decisions/810-generator-layout-and-form-kit.md): react-hook-form
 * with zodResolver over the request schema from shared/contracts, and the schema handed to the fields so
 * they carry its limits.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { createContext, useContext, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { plainMessage } from "@/lib/form-errors";
import { GeneratorContext } from "@/components/generator/generator-submit";
import { ProfilePrefill } from "@/components/generator/profile-basis";

const SchemaContext = createContext<z.ZodType | null>(null);

/** The schema of the surrounding SchemaForm (fields read their limits from it). */
export function useFormSchema(): z.ZodType | null {
  return useContext(SchemaContext);
}

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

type SchemaFormProps<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  schema: z.ZodType;
  onValid: SubmitHandler<Out>;
  /** Runs when the schema refuses the values (e.g. the specification's 'Missing Information' toast). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
};

/** A <form> whose fields (TextField, OptionSelectField, ...) register themselves by name. */
export function SchemaForm<In extends FieldValues, Out extends FieldValues>({
  form,
  schema,
  onValid,
  onInvalid,
  className,
  children,
  ...rest
}: SchemaFormProps<In, Out>) {
  // Inside a generator screen, the form opens filled from the business profile.
  const { toolId } = useContext(GeneratorContext);
  return (
    <FormProvider {...form}>
      <SchemaContext.Provider value={schema}>
        <form noValidate className={className} onSubmit={form.handleSubmit(onValid, onInvalid)} {...rest}>
          {toolId && <ProfilePrefill toolId={toolId} />}
          {children}
        </form>
      </SchemaContext.Provider>
    </FormProvider>
  );
}

/** The field's error in plain words (a server detail or the schema's own message), or undefined. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message ? plainMessage(message) : undefined;
}
