/**
 * The seven inputs of the specification and our refund rate, on the form kit over the shared profit form schema
 * (shared/contracts/profit.ts): an empty field counts as 0, a number the calculator would have to change is refused
 * beside its field. The calculator runs in the browser, so no server refusal can come back.
 */
import { Calculator } from "lucide-react";
import { profitFormSchema, type ProfitFormValues } from "@shared/contracts/profit";
import type { ProfitField } from "@shared/domain/profit";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { NumberField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";

const FIELDS: { name: ProfitField; label: string; unit: "$" | "%" | ""; step: number; hint?: string }[] = [
  { name: "price", label: "Selling Price", unit: "$", step: 0.01 },
  { name: "cost", label: "Product Cost", unit: "$", step: 0.01 },
  { name: "shipping", label: "Shipping Cost", unit: "$", step: 0.01 },
  { name: "ads", label: "Advertising Cost per Sale", unit: "$", step: 0.01 },
  { name: "platformFee", label: "Platform Fee", unit: "%", step: 0.1, hint: "Percent of the selling price" },
  { name: "processingFee", label: "Payment Processing", unit: "%", step: 0.1, hint: "Percent of the selling price" },
  { name: "refundRate", label: "Refund Rate", unit: "%", step: 0.1, hint: "Share of the price refunded on average" },
  { name: "monthlySales", label: "Expected Monthly Sales", unit: "", step: 1, hint: "Units a month (whole number)" },
];

type Props = { defaults: ProfitFormValues; onCalculate: (values: ProfitFormValues) => void };

export function ProfitForm({ defaults, onCalculate }: Props) {
  const form = useSchemaForm(profitFormSchema, defaults);
  return (
    <SchemaForm form={form} schema={profitFormSchema} onValid={onCalculate} className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <NumberField
          key={f.name}
          name={f.name}
          id={`profit-${f.name}`}
          label={`${f.label}${f.unit === "%" ? " (%)" : f.unit === "$" ? " ($)" : ""}`}
          hint={f.hint}
          inputMode="decimal"
          step={f.step}
          min={0}
        />
      ))}
      <Button type="submit" variant="gradient" size="lg" className="sm:col-span-2">
        <Calculator aria-hidden />
        Calculate Profit
      </Button>
    </SchemaForm>
  );
}
