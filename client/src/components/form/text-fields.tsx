/** TextField and TextareaField: a labelled input registered by name, its error beside it, the schema's max length. */
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Textarea } from "@/components/ui/textarea";
import { maxLengthOf } from "@/lib/schema-limits";
import { useFieldError, useFormSchema } from "./schema-form";

type BaseProps = {
  name: string;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  className?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  inputMode?: "text" | "decimal" | "numeric";
};

function useMaxLength(name: string): number | undefined {
  const schema = useFormSchema();
  return schema ? maxLengthOf(schema, name) : undefined;
}

/** '87/120' under a field, shown once the text nears its limit (or always, for long texts). */
function CharacterCount({ name, max, always }: { name: string; max: number; always?: boolean }) {
  const value = useWatch({ name }) as unknown;
  const length = typeof value === "string" ? value.length : 0;
  if (!always && length < max * 0.8) return null;
  return (
    <p className="text-right text-xs tabular-nums text-slate-600" aria-live="polite" data-testid={`${name}-count`}>
      {length}/{max}
    </p>
  );
}

/** A one-line text (or email, date, or password with a show toggle) field. */
export function TextField({
  name,
  id,
  label,
  hint,
  required,
  className,
  type = "text",
  ...input
}: BaseProps & {
  type?: "text" | "email" | "password" | "search" | "date" | "month";
  min?: string;
  max?: string;
  maxLength?: number;
  autoCapitalize?: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const max = useMaxLength(name);
  const Control = type === "password" ? PasswordInput : Input;
  return (
    <div className={className}>
      <Field label={label} htmlFor={id} hint={hint} error={error} required={required}>
        <Control id={id} {...(type === "password" ? {} : { type })} maxLength={max} {...input} {...register(name)} />
      </Field>
      {max && type !== "password" && <CharacterCount name={name} max={max} />}
    </div>
  );
}

/** A multi-line text field; its counter is always shown. */
export function TextareaField({
  name,
  id,
  label,
  hint,
  required,
  className,
  rows = 4,
  ...input
}: BaseProps & { rows?: number }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const max = useMaxLength(name);
  return (
    <div className={className}>
      <Field label={label} htmlFor={id} hint={hint} error={error} required={required}>
        <Textarea id={id} rows={rows} maxLength={max} {...input} {...register(name)} />
      </Field>
      {max && <CharacterCount name={name} max={max} always />}
    </div>
  );
}

/**
 * A number field (a number keyboard on phones). With `parse`, the field holds what `parse` makes of the text as
 * it is typed (e.g. the trend scanner's minimum score: clamped to 0-100, unparsable → 0); without it, the text.
 */
export function NumberField({
  name,
  id,
  label,
  hint,
  required,
  className,
  parse,
  inputMode = "numeric",
  ...input
}: BaseProps & {
  parse?: (text: string) => unknown;
  inputMode?: "numeric" | "decimal";
  min?: number;
  max?: number;
  step?: number;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} required={required} className={className}>
      <Input
        id={id}
        type="number"
        inputMode={inputMode}
        {...input}
        {...register(name, parse ? { setValueAs: (v: unknown) => parse(v == null ? "" : String(v)) } : undefined)}
      />
    </Field>
  );
}
