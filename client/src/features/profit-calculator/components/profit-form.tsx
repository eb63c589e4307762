/** The seven inputs of the specification and our refund rate, validated with the shared schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import { Calculator } from "lucide-react";
import { useForm } from "react-hook-form";
import { profitFormSchema, type ProfitFormValues } from "@shared/contracts/profit";
import type { ProfitField } from "@shared/domain/profit";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

const FIELDS: { name: ProfitField; label: string; unit: "$" | "%" | ""; step: string; hint?: string }[] = [
  { name: "price", label: "Selling Price", unit: "$", step: "0.01" },
  { name: "cost", label: "Product Cost", unit: "$", step: "0.01" },
  { name: "shipping", label: "Shipping Cost", unit: "$", step: "0.01" },
  { name: "ads", label: "Advertising Cost per Sale", unit: "$", step: "0.01" },
  { name: "platformFee", label: "Platform Fee", unit: "%", step: "0.1", hint: "Percent of the selling price" },
  { name: "processingFee", label: "Payment Processing", unit: "%", step: "0.1", hint: "Percent of the selling price" },
  { name: "refundRate", label: "Refund Rate", unit: "%", step: "0.1", hint: "Share of the price refunded on average" },
  { name: "monthlySales", label: "Expected Monthly Sales", unit: "", step: "1", hint: "Units a month (whole number)" },
];

type Props = { defaults: ProfitFormValues; onCalculate: (values: ProfitFormValues) => void };

export function ProfitForm({ defaults, onCalculate }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfitFormValues>({ resolver: zodResolver(profitFormSchema), defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit(onCalculate)} noValidate className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((f) => (
        <Field
          key={f.name}
          label={`${f.label}${f.unit === "%" ? " (%)" : f.unit === "$" ? " ($)" : ""}`}
          htmlFor={`profit-${f.name}`}
          error={errors[f.name]?.message}
          hint={f.hint}
        >
          <Input
            id={`profit-${f.name}`}
            type="number"
            inputMode="decimal"
            step={f.step}
            min="0"
            {...register(f.name)}
          />
        </Field>
      ))}
      <Button type="submit" variant="gradient" size="lg" className="sm:col-span-2">
        <Calculator aria-hidden />
        Calculate Profit
      </Button>
    </form>
  );
}
