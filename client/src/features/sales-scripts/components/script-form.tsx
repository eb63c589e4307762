/** The script form: type and product required to enable generation; tone, goal and three free-text fields. */
import { FileText } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  SCRIPT_GOAL_OPTIONS,
  SCRIPT_TONE_OPTIONS,
  SCRIPT_TYPE_OPTIONS,
  salesScriptRequestSchema,
  type SalesScriptInput,
  type SalesScriptRequest,
} from "@shared/contracts/sales-scripts";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  form: UseFormReturn<SalesScriptRequest, unknown, SalesScriptInput>;
  onSubmit: (values: SalesScriptInput) => void;
};

export function ScriptForm({ form, onSubmit }: Props) {
  const [type, product] = useWatch({ control: form.control, name: ["type", "product"] });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Script details</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={salesScriptRequestSchema} onValid={onSubmit} className="space-y-4">
          <OptionSelectField
            name="type"
            id="script-type"
            label="Script type"
            required
            placeholder="Select script type"
            options={SCRIPT_TYPE_OPTIONS}
          />
          <TextField
            name="product"
            id="script-product"
            label="Product or service"
            required
            placeholder="e.g. BookKeepr invoicing app"
          />
          <TextField
            name="targetAudience"
            id="script-audience"
            label="Target audience"
            placeholder="e.g. freelance designers"
          />
          <TextareaField
            name="painPoint"
            id="script-pain"
            label="Pain point"
            rows={3}
            placeholder="e.g. chasing late invoices every month"
          />
          <TextField name="industry" id="script-industry" label="Industry" placeholder="e.g. creative services" />
          <OptionSelectField name="tone" id="script-tone" label="Tone" options={SCRIPT_TONE_OPTIONS} />
          <OptionSelectField name="goal" id="script-goal" label="Goal" options={SCRIPT_GOAL_OPTIONS} />
          <GeneratorSubmit
            idleLabel="Generate Script"
            pendingLabel="Generating..."
            icon={FileText}
            disabled={!type || !String(product ?? "").trim()}
          />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
