/**
 * The form kit's root without Zod at run time (docs/decisions/810-generator-layout-and-form-kit.md): the <form>,
 * the schema its fields read their limits from, a field's error in plain words, and a form whose schema and
 * resolver load on first use. The sign-in screen is built on this file alone, so Zod and its resolver are not
 * in its first download (docs/decisions/1500-sign-in-screen-loads-only-itself.md); schema-form.tsx adds the
 * everyday `useSchemaForm`.
 */
import { createContext, useContext, useRef, useState, type ReactNode } from "react";
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { plainMessage } from "@/lib/form-errors";

const SchemaContext = createContext<z.ZodType | null>(null);

/** The schema of the surrounding SchemaForm (fields read their limits from it), or null before it loaded. */
export function useFormSchema(): z.ZodType | null {
  return useContext(SchemaContext);
}

/**
 * useForm validated by the schema `load` brings (`{ schema }`), loaded with Zod's resolver on the first call of `prepare`
 * (give it to the form's `onFocus`) or at the latest on the first validation, which waits for it. `schema` is
 * null until then, so the fields carry their limits once the visitor reaches the form.
 */
export function useDeferredSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<{ schema: S }>,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const [schema, setSchema] = useState<S | null>(null);
  const pending = useRef<Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null>(null);
  const prepare = () =>
    (pending.current ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([{ schema: loaded }, { zodResolver }]) => {
        setSchema(loaded);
        return zodResolver(loaded);
      },
      (err: unknown) => {
        // A failed download is tried again at the next focus or submit.
        pending.current = null;
        throw err;
      },
    ));
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => (await prepare())(values, context, options),
    defaultValues,
    reValidateMode: "onChange",
  });
  return { form, schema, prepare };
}

type SchemaFormProps<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  /** The schema the fields read their limits from; null while a deferred schema is loading. */
  schema: z.ZodType | null;
  onValid: SubmitHandler<Out>;
  /** Runs when the schema refuses the values (e.g. the specification's 'Missing Information' toast). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** Runs when focus enters the form (a deferred schema's `prepare`). */
  onFocus?: () => void;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
};

/** A <form> whose fields (TextField, OptionSelectField, ...) register themselves by name. */
export function SchemaForm<In extends FieldValues, Out extends FieldValues>({
  form,
  schema,
  onValid,
  onInvalid,
  children,
  ...rest
}: SchemaFormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <SchemaContext.Provider value={schema}>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} {...rest}>
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
