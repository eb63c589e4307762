/**
 * 'Log evidence': pick what you learned (conversations, pre-orders, sign-ups, a competitor, a note), then its
 * fields, each a form-kit field over the API's own schema (docs/decisions/810-generator-layout-and-form-kit.md);
 * the server's 400 lands beside its field.
 */
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { Plus } from "lucide-react";
import {
  createEvidenceSchema,
  EVIDENCE_TYPES,
  EVIDENCE_TYPE_LABELS,
  evidenceFormSchemas,
  type EvidenceData,
  type EvidenceType,
} from "@shared/contracts/idea-evidence";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { NumberField, TextareaField, TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";

type FieldSpec = {
  name: string;
  label: string;
  kind: "whole" | "money" | "text" | "textarea";
  required?: boolean;
  hint?: string;
  placeholder?: string;
};

const FIELDS: Record<EvidenceType, FieldSpec[]> = {
  conversations: [
    { name: "people", label: "People you spoke to", kind: "whole", required: true, placeholder: "e.g. 5" },
    { name: "wouldPay", label: "How many would pay", kind: "whole", required: true, placeholder: "e.g. 3" },
    { name: "price", label: "At what price ($)", kind: "money", hint: "Optional", placeholder: "e.g. 15" },
    {
      name: "quote",
      label: "In their own words",
      kind: "textarea",
      hint: "Optional",
      placeholder: "e.g. I'd buy a bag every week",
    },
  ],
  preorders: [
    { name: "count", label: "Pre-orders or deposits", kind: "whole", required: true, placeholder: "e.g. 4" },
    { name: "amount", label: "Money received ($)", kind: "money", required: true, placeholder: "e.g. 60" },
  ],
  signups: [
    { name: "visits", label: "Page visits", kind: "whole", required: true, placeholder: "e.g. 200" },
    { name: "signups", label: "Sign-ups", kind: "whole", required: true, placeholder: "e.g. 12" },
  ],
  competitor: [
    { name: "name", label: "Competitor", kind: "text", required: true, placeholder: "e.g. Barkbox" },
    { name: "price", label: "Their price ($)", kind: "money", hint: "Optional", placeholder: "e.g. 29.99" },
  ],
  note: [{ name: "text", label: "Note", kind: "textarea", required: true, placeholder: "What you learned" }],
};

const emptyValues = (type: EvidenceType): FieldValues =>
  Object.fromEntries([["type", type], ...FIELDS[type].map((f) => [f.name, ""])]);

type Props = { pending: boolean; onAdd: (entry: EvidenceData) => Promise<unknown> };

function TypeForm({ type, pending, onAdd }: Props & { type: EvidenceType }) {
  const schema: z.ZodType<FieldValues, FieldValues> = evidenceFormSchemas[type];
  const form = useSchemaForm(schema, emptyValues(type));
  const fields = FIELDS[type];
  return (
    <SchemaForm
      form={form}
      schema={schema}
      aria-label={`Log ${EVIDENCE_TYPE_LABELS[type].toLowerCase()}`}
      onValid={async (values) => {
        try {
          await onAdd(createEvidenceSchema.parse(values));
          form.reset(emptyValues(type));
        } catch (err) {
          const names = fields.map((f) => f.name);
          if (!applyServerErrors(err, form.setError, names))
            toast({
              title: "Could not log the evidence",
              description: errorDetail(err) || "Please try again.",
              variant: "destructive",
            });
        }
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      {fields.map((f) => {
        const id = `evidence-${type}-${f.name}`;
        const common = {
          name: f.name,
          id,
          label: f.label,
          hint: f.hint,
          required: f.required,
          placeholder: f.placeholder,
        };
        if (f.kind === "whole") return <NumberField key={f.name} {...common} min={0} step={1} />;
        if (f.kind === "money") return <NumberField key={f.name} {...common} inputMode="decimal" min={0} step={0.01} />;
        if (f.kind === "textarea") return <TextareaField key={f.name} {...common} rows={2} className="sm:col-span-2" />;
        return <TextField key={f.name} {...common} />;
      })}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          <Plus aria-hidden />
          {pending ? "Saving..." : "Add to the log"}
        </Button>
      </div>
    </SchemaForm>
  );
}

export function EvidenceForm({ pending, onAdd }: Props) {
  const [type, setType] = useState<EvidenceType>("conversations");
  return (
    <Card data-testid="evidence-form">
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">Log evidence</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="w-full sm:w-80">
          <label htmlFor="evidence-type" className="mb-1 block text-sm font-medium text-slate-700">
            What did you learn?
          </label>
          <NativeSelect
            id="evidence-type"
            value={type}
            onChange={(e) => setType(EVIDENCE_TYPES.find((t) => t === e.target.value) ?? "conversations")}
            className="w-full"
          >
            {EVIDENCE_TYPES.map((t) => (
              <option key={t} value={t}>
                {EVIDENCE_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TypeForm key={type} type={type} pending={pending} onAdd={onAdd} />
      </CardContent>
    </Card>
  );
}
