/** The idea form: product or niche name (required after trimming) and an optional description. */
import { ShieldCheck } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  quickValidationRequestSchema,
  type QuickValidationInput,
  type QuickValidationRequest,
} from "@shared/contracts/quick-validation";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { SchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  form: UseFormReturn<QuickValidationRequest, unknown, QuickValidationInput>;
  onSubmit: (values: QuickValidationInput) => void;
};

/** The button stays disabled while the name is blank and while a validation runs. */
export function ValidationForm({ form, onSubmit }: Props) {
  const product = useWatch({ control: form.control, name: "product" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your idea</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={quickValidationRequestSchema} onValid={onSubmit} className="space-y-4">
          <TextField
            name="product"
            id="validate-product"
            label="Product or niche name"
            required
            placeholder="e.g. Eco-friendly dog treat subscription"
          />
          <TextareaField
            name="description"
            id="validate-description"
            label="Description"
            rows={5}
            hint="Optional: who it is for, how it makes money, what makes it different."
            placeholder="e.g. A monthly box of healthy treats for busy dog owners, $29 a box."
          />
          <GeneratorSubmit
            idleLabel="Validate Idea"
            pendingLabel="Validating..."
            icon={ShieldCheck}
            size="default"
            disabled={!product?.trim()}
          />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
