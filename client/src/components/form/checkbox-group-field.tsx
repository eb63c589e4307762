/** CheckboxGroupField: a list field as a group of checkboxes under a legend, its error beside it. */
import { useController } from "react-hook-form";
import { useFieldError } from "./schema-form";

type Props = {
  name: string;
  id: string;
  label: string;
  options: readonly string[];
  /** The text shown for an option (default: the option itself). */
  labelOf?: (option: string) => string;
  required?: boolean;
  className?: string;
};

/** Renders one checkbox per option; the field holds the ticked options in the order they were ticked. */
export function CheckboxGroupField({ name, id, label, options, labelOf = (o) => o, required, className }: Props) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const ticked = Array.isArray(field.value) ? field.value.filter((v): v is string => typeof v === "string") : [];
  const errorId = `${id}-error`;
  const toggle = (option: string) =>
    field.onChange(ticked.includes(option) ? ticked.filter((x) => x !== option) : [...ticked, option]);
  return (
    <fieldset id={id} className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-900">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={ticked.includes(option)}
              onChange={() => toggle(option)}
              onBlur={field.onBlur}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
