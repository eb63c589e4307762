/** OptionSelectField: a native select over an option list from shared/contracts, its error beside it. */
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { useFieldError } from "./schema-form";

type Option = { readonly value: string; readonly label: string };

type Props = {
  name: string;
  id: string;
  label: ReactNode;
  options: readonly Option[];
  /** The empty first choice ('Select an industry'); leave out when a value is always chosen. */
  placeholder?: string;
  /** Which part of the option is sent (the business plan stores the budget's label). */
  optionValue?: (option: Option) => string;
  required?: boolean;
  /** Not choosable yet (the plan select until an idea is chosen); its value is still checked and sent. */
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
};

/** Renders the select registered under `name`. */
export function OptionSelectField({
  name,
  id,
  label,
  options,
  placeholder,
  optionValue = (o) => o.value,
  required,
  disabled,
  hint,
  className,
}: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field label={label} htmlFor={id} error={error} required={required} hint={hint} className={className}>
      <NativeSelect id={id} disabled={disabled} {...register(name)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={optionValue(o)}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
