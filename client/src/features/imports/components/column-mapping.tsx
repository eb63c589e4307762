/**
 * The columns of a CSV file we do not recognise: one select per field we read, offering the file's own columns
 * (docs/decisions/1022-import-mapping-by-field.md). Required fields first. On the form kit over
 * columnMappingFormSchema (docs/decisions/870-one-form-kit-and-its-exceptions.md): the schema's messages, and a
 * refusal's details naming a field of the mapping, show beside their select. The server keeps the mapping for the
 * person's next file with the same columns.
 */
import { Columns3 } from "lucide-react";
import { DATE_FORMATS, type ColumnMapping as Mapping } from "@shared/contracts/imports";
import { columnMappingFormSchema, type ColumnMappingForm } from "@shared/contracts/imports-forms";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { detailsToFieldErrors, validationDetails } from "@/lib/form-errors";

type ColumnField = Exclude<keyof ColumnMappingForm, "dateFormat" | "defaultCurrency">;

/** Each field, its label, whether it is required and the words a column of it usually contains. */
const COLUMN_FIELDS: { name: ColumnField; label: string; required: boolean; hints: RegExp }[] = [
  { name: "date", label: "Order date", required: true, hints: /date|created|time/i },
  { name: "orderId", label: "Order ID", required: true, hints: /order|receipt|invoice|number|#|\bid\b/i },
  { name: "product", label: "Product", required: true, hints: /product|item|title|name|description/i },
  { name: "quantity", label: "Quantity", required: true, hints: /qty|quantity|units|count/i },
  { name: "unitPrice", label: "Unit price", required: true, hints: /price|amount|each/i },
  { name: "sku", label: "SKU", required: false, hints: /sku|code|variant/i },
  { name: "customer", label: "Customer", required: false, hints: /customer|email|buyer|client/i },
  { name: "fees", label: "Fees", required: false, hints: /fee/i },
  { name: "shipping", label: "Shipping charged", required: false, hints: /ship|postage|delivery/i },
  { name: "refund", label: "Refund", required: false, hints: /refund/i },
  { name: "currency", label: "Currency", required: false, hints: /currency/i },
];
const MAPPING_FIELDS: (keyof ColumnMappingForm)[] = [
  ...COLUMN_FIELDS.map((f) => f.name),
  "dateFormat",
  "defaultCurrency",
];

/** A first guess from the column names: each column goes to at most one field, required fields choose first. */
function guessMapping(columns: string[], saved: Record<string, string> | null): ColumnMappingForm {
  const taken = new Set<string>();
  const values: ColumnMappingForm = {
    date: "",
    orderId: "",
    product: "",
    quantity: "",
    unitPrice: "",
    dateFormat: DATE_FORMATS.find((d) => d === saved?.dateFormat) ?? "YYYY-MM-DD",
    defaultCurrency: saved?.defaultCurrency ?? "",
  };
  for (const f of COLUMN_FIELDS) {
    const remembered = saved?.[f.name];
    const pick =
      remembered && columns.includes(remembered)
        ? remembered
        : columns.find(
            (c) => !taken.has(c) && f.hints.test(c) && (f.name !== "unitPrice" || !/total|fee|ship/i.test(c)),
          );
    values[f.name] = pick ?? "";
    if (pick) taken.add(pick);
  }
  if (!values.currency && !values.defaultCurrency) values.defaultCurrency = "USD";
  return values;
}

/**
 * A 400's details that name a field of the mapping (`mapping.date`: the `mapping` form field's `date`), by field;
 * none for any other error.
 */
export function mappingRefusals(err: unknown): Partial<Record<keyof ColumnMappingForm, string>> {
  const details = validationDetails(err).flatMap((d) =>
    d.path.startsWith("mapping.") ? [{ ...d, path: d.path.slice("mapping.".length) }] : [],
  );
  return detailsToFieldErrors(details, MAPPING_FIELDS);
}

type Props = {
  columns: string[];
  saved: Record<string, string> | null;
  pending: boolean;
  /** Reads the file again with the mapping; resolves to the error that refused it, if any. */
  onSubmit: (mapping: Mapping) => Promise<unknown>;
};

export function ColumnMapping({ columns, saved, pending, onSubmit }: Props) {
  const form = useSchemaForm(columnMappingFormSchema, guessMapping(columns, saved));

  // The server's refusal of a field, in the order of the form (the first one takes the focus).
  const submit = async (mapping: Mapping) => {
    const refused = mappingRefusals(await onSubmit(mapping));
    MAPPING_FIELDS.filter((name) => refused[name]).forEach((name, i) =>
      form.setError(name, { type: "server", message: refused[name] ?? "" }, { shouldFocus: i === 0 }),
    );
  };

  const columnOptions = columns.map((c) => ({ value: c, label: c }));
  return (
    <SchemaForm
      form={form}
      schema={columnMappingFormSchema}
      onValid={submit}
      aria-labelledby="mapping-heading"
      className="grid gap-4"
    >
      <div>
        <h3 id="mapping-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Columns3 aria-hidden className="size-5 text-brand-600" />
          Which column is which?
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          We do not know this file&apos;s layout. Pick the column that holds each field; fields marked * are needed. We
          remember your choice for your next file with the same columns.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {COLUMN_FIELDS.map((f) => (
          <OptionSelectField
            key={f.name}
            name={f.name}
            id={`map-${f.name}`}
            label={f.label}
            required={f.required}
            placeholder={f.required ? "Choose a column" : "Not in this file"}
            options={columnOptions}
          />
        ))}
        <OptionSelectField
          name="dateFormat"
          id="map-dateFormat"
          label="Dates are written"
          options={DATE_FORMATS.map((d) => ({ value: d, label: d }))}
        />
        <TextField
          name="defaultCurrency"
          id="map-defaultCurrency"
          label="Currency of the whole file"
          hint="When no column names the currency"
          maxLength={3}
          placeholder="e.g. USD"
        />
      </div>
      <div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          Preview with these columns
        </Button>
      </div>
    </SchemaForm>
  );
}
