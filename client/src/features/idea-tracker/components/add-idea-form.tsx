/** 'Add New Idea': title and description required (the button stays disabled without them), industry optional. */
import { Plus } from "lucide-react";
import { useWatch } from "react-hook-form";
import { createTrackedIdeaSchema, type CreateTrackedIdeaRequest } from "@shared/contracts/idea-tracker";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = { pending: boolean; onAdd: (values: CreateTrackedIdeaRequest) => Promise<boolean> };

export function AddIdeaForm({ pending, onAdd }: Props) {
  const form = useSchemaForm(createTrackedIdeaSchema, { title: "", description: "", industry: "" });
  const [title, description] = useWatch({ control: form.control, name: ["title", "description"] });
  const ready = Boolean(title?.trim() && description?.trim());
  return (
    <Card className="mb-6" data-testid="add-idea-form">
      <CardHeader>
        <CardTitle>Add New Idea</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          schema={createTrackedIdeaSchema}
          onValid={async (values) => {
            if (await onAdd(values)) form.reset({ title: "", description: "", industry: "" });
          }}
          className="grid gap-4 md:grid-cols-2"
        >
          <TextField
            name="title"
            id="idea-title"
            label="Idea title"
            required
            placeholder="e.g. Dog-walking app for students"
          />
          <TextField name="industry" id="idea-industry" label="Industry" hint="Optional" placeholder="e.g. Pets" />
          <TextareaField
            name="description"
            id="idea-description"
            label="Description"
            required
            rows={3}
            className="md:col-span-2"
            placeholder="Who it is for, what you sell and how it makes money."
          />
          <div className="md:col-span-2">
            <Button type="submit" disabled={!ready || pending}>
              <Plus aria-hidden />
              {pending ? "Adding..." : "Add Idea"}
            </Button>
          </div>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
