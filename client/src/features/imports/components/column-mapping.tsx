/**
 * The columns of a CSV file we do not recognise: one select per field we read, offering the file's own columns
 * (docs/decisions/1022-import-mapping-by-field.md). Required fields first; the schema's messages show beside
 * their select. The server keeps the mapping for the person's next file with the same columns.
 */
import { useForm } from "react-hook-form";
import { Columns3 } from "lucide-react";
import { DATE_FORMATS, columnMappingSchema, type ColumnMappingInput } from "@shared/contracts/imports";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { plainMessage } from "@/lib/form-errors";

type ColumnField = Exclude<keyof ColumnMappingInput, "dateFormat" | "defaultCurrency">;
type Values = Record<ColumnField | "dateFormat" | "defaultCurrency", string>;

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
const MAPPING_FIELDS = [...COLUMN_FIELDS.map((f) => f.name), "dateFormat", "defaultCurrency"] as const;

/** A first guess from the column names: each column goes to at most one field, required fields choose first. */
function guessMapping(columns: string[], saved: Record<string, string> | null): Values {
  const taken = new Set<string>();
  const values = {
    dateFormat: saved?.dateFormat ?? "YYYY-MM-DD",
    defaultCurrency: saved?.defaultCurrency ?? "",
  } as Values;
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

type Props = {
  columns: string[];
  saved: Record<string, string> | null;
  pending: boolean;
  onSubmit: (mapping: ColumnMappingInput) => void;
};

export function ColumnMapping({ columns, saved, pending, onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ defaultValues: guessMapping(columns, saved) });

  const submit = handleSubmit((v) => {
    const result = columnMappingSchema.safeParse({
      ...v,
      ...Object.fromEntries(COLUMN_FIELDS.filter((f) => !f.required).map((f) => [f.name, v[f.name] || undefined])),
      defaultCurrency: v.defaultCurrency.trim() || undefined,
    });
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "") as keyof Values;
        if (!MAPPING_FIELDS.includes(field) || seen.has(field)) continue;
        setError(field, { message: plainMessage(issue.message) }, { shouldFocus: seen.size === 0 });
        seen.add(field);
      }
      return;
    }
    onSubmit(result.data);
  });

  const errorOf = (name: keyof Values) => errors[name]?.message;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="mapping-heading" className="grid gap-4">
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
          <Field key={f.name} label={f.label} htmlFor={`map-${f.name}`} required={f.required} error={errorOf(f.name)}>
            <NativeSelect id={`map-${f.name}`} {...register(f.name)}>
              <option value="">{f.required ? "Choose a column" : "Not in this file"}</option>
              {columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ))}
        <Field label="Dates are written" htmlFor="map-dateFormat" error={errorOf("dateFormat")}>
          <NativeSelect id="map-dateFormat" {...register("dateFormat")}>
            {DATE_FORMATS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Currency of the whole file"
          htmlFor="map-defaultCurrency"
          hint="When no column names the currency"
          error={errorOf("defaultCurrency")}
        >
          <Input id="map-defaultCurrency" maxLength={3} placeholder="e.g. USD" {...register("defaultCurrency")} />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          Preview with these columns
        </Button>
      </div>
    </form>
  );
}
