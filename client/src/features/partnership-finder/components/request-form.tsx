/**
 * A new partnership request on the form kit, checked by the request schema of shared/contracts/partnerships.ts:
 * type, title (required: 'Title is required' beside it and in the 'Validation Error' toast), description,
 * duration, budget and the required skills as comma-separated text.
 */
import { partnerRequestSchema } from "@shared/contracts/partnerships";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { applyServerErrors, firstErrorMessage } from "@/lib/form-errors";
import { useCreateRequest } from "../api/partnerships-api";
import { REQUEST_TYPE_OPTIONS } from "../format";
import { failed } from "./failure-toast";

const FIELDS = ["type", "title", "description", "duration", "skills", "budget"] as const;

export function RequestForm({ onDone }: { onDone: () => void }) {
  const create = useCreateRequest();
  const form = useSchemaForm(partnerRequestSchema, {
    type: "collaboration",
    title: "",
    description: "",
    duration: "",
    skills: "",
    budget: "",
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>New Partnership Request</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          schema={partnerRequestSchema}
          // The skills travel as the text the contract reads ("copywriting, email"), cleaned of repeats.
          onValid={(request) =>
            create.mutate(
              { ...request, skills: request.skills.join(", ") },
              {
                onSuccess: () => {
                  toast({ title: "Request Created", description: "Your partnership request is live." });
                  onDone();
                },
                onError: (err) => {
                  applyServerErrors(err, form.setError, FIELDS);
                  failed("Failed to Create Request")(err);
                },
              },
            )
          }
          onInvalid={(errors) =>
            toast({ variant: "destructive", title: "Validation Error", description: firstErrorMessage(errors, FIELDS) })
          }
          className="grid gap-4 sm:grid-cols-2"
        >
          <OptionSelectField name="type" id="req-type" label="Type" options={REQUEST_TYPE_OPTIONS} />
          <TextField name="title" id="req-title" label="Title" required />
          <TextareaField name="description" id="req-desc" label="Description" className="sm:col-span-2" />
          <TextField name="duration" id="req-duration" label="Duration" placeholder="e.g. 3 months" />
          <TextField name="budget" id="req-budget" label="Budget" placeholder="e.g. $500 or revenue share" />
          <TextField
            name="skills"
            id="req-skills"
            label="Required skills"
            hint="Separate skills with commas"
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create Request"}
            </Button>
          </div>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
