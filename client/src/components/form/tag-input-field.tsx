/** TagInputField: a list of short texts under `name`, limited as the schema's list (count and length per entry). */
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { TagInput } from "@/components/ui/tag-input";
import { listLimitsOf } from "@/lib/schema-limits";
import { useFieldError, useFormSchema } from "./schema-form";

type Props = {
  name: string;
  id: string;
  label: ReactNode;
  /** One entry in words ('skill'), for the refusal message. */
  itemLabel: string;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
};

/** Renders the tag input; a too-long entry is refused as it is typed, naming it. */
export function TagInputField({ name, id, label, itemLabel, hint, placeholder, className }: Props) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const schema = useFormSchema();
  const limits = schema ? listLimitsOf(schema, name) : {};
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error} className={className}>
      <TagInput
        id={id}
        value={(field.value as string[] | undefined) ?? []}
        onChange={field.onChange}
        placeholder={placeholder}
        maxTagLength={limits.maxItemLength}
        maxTags={limits.maxItems}
        itemLabel={itemLabel}
      />
    </Field>
  );
}
