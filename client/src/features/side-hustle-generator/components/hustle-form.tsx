/** The generator form (docs/spec-notes.md): budget and time required, type defaults to digital. */
import { Wand2 } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  HUSTLE_BUDGETS,
  HUSTLE_TIMES,
  HUSTLE_TYPES,
  hustleGeneratorRequestSchema,
  type HustleGeneratorInput,
  type HustleGeneratorRequest,
} from "@shared/contracts/side-hustle-generator";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TagInputField } from "@/components/form/tag-input-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  form: UseFormReturn<HustleGeneratorRequest, unknown, HustleGeneratorInput>;
  onSubmit: (values: HustleGeneratorInput) => void;
};

/** The button stays disabled until a budget and a time per week are chosen (and while a run is going). */
export function HustleForm({ form, onSubmit }: Props) {
  const [budget, timePerWeek] = useWatch({ control: form.control, name: ["budget", "timePerWeek"] }) as [
    string | undefined,
    string | undefined,
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">What you have to start</CardTitle>
        <CardDescription>
          Your budget and free time set the limits; skills and interests make the ideas yours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          schema={hustleGeneratorRequestSchema}
          onValid={onSubmit}
          className="flex flex-col gap-5"
        >
          <OptionSelectField
            name="budget"
            id="hustle-budget"
            label="Startup budget"
            options={HUSTLE_BUDGETS}
            placeholder="Select your budget"
            required
          />
          <OptionSelectField
            name="timePerWeek"
            id="hustle-time"
            label="Time per week"
            options={HUSTLE_TIMES}
            placeholder="Select your free time"
            required
          />
          <OptionSelectField name="preferredType" id="hustle-type" label="Preferred type" options={HUSTLE_TYPES} />
          <TagInputField
            name="skills"
            id="hustle-skills"
            label="Your skills"
            itemLabel="skill"
            hint="Optional: press Enter or Add after each skill"
            placeholder="e.g. Video editing"
          />
          <TagInputField
            name="interests"
            id="hustle-interests"
            label="Your interests"
            itemLabel="interest"
            hint="Optional: press Enter or Add after each interest"
            placeholder="e.g. Gaming"
          />
          <GeneratorSubmit
            idleLabel="Generate Hustle Ideas"
            pendingLabel="Generating Ideas..."
            icon={Wand2}
            disabled={!budget || !timePerWeek}
          />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
