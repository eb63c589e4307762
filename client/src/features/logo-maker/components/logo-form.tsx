/** The logo form: business name, industry, style and optional colour wishes. */
import { PenTool } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { LOGO_STYLES, logoRequestSchema, type LogoInput, type LogoRequest } from "@shared/contracts/logos";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { SchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { OptionSelectField } from "@/components/form/option-select-field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const STYLE_OPTIONS = LOGO_STYLES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }));

type Props = { form: UseFormReturn<LogoRequest, unknown, LogoInput>; onSubmit: (values: LogoInput) => void };

export function LogoForm({ form, onSubmit }: Props) {
  const [name, industry] = useWatch({ control: form.control, name: ["businessName", "industry"] });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your brand</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={logoRequestSchema} onValid={onSubmit} className="space-y-4">
          <TextField
            name="businessName"
            id="logo-name"
            label="Business name"
            required
            placeholder="e.g. Brew & Bloom"
          />
          <TextField name="industry" id="logo-industry" label="Industry" required placeholder="e.g. Coffee shop" />
          <OptionSelectField name="style" id="logo-style" label="Style" options={STYLE_OPTIONS} required />
          <TextField
            name="colors"
            id="logo-colors"
            label="Colours"
            hint="Optional: colour names or #hex codes, e.g. green and gold."
            placeholder="e.g. navy, #f59e0b"
          />
          <GeneratorSubmit
            idleLabel="Create Logos"
            pendingLabel="Designing..."
            icon={PenTool}
            size="default"
            disabled={!name?.trim() || !industry?.trim()}
          />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
