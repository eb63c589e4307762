/** The four-field business ideas form (docs/spec-notes.md), validated with the shared request schema. */
import { Sparkles } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import {
  IDEA_BUDGETS,
  IDEA_INDUSTRIES,
  IDEA_TARGET_MARKETS,
  businessIdeasRequestSchema,
  type BusinessIdeasInput,
  type BusinessIdeasRequest,
} from "@shared/contracts/business-ideas";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TextareaField } from "@/components/form/text-fields";

type Props = {
  form: UseFormReturn<BusinessIdeasRequest, unknown, BusinessIdeasInput>;
  onSubmit: (values: BusinessIdeasInput) => void;
};

export function BusinessIdeasForm({ form, onSubmit }: Props) {
  return (
    <SchemaForm
      form={form}
      schema={businessIdeasRequestSchema}
      onValid={onSubmit}
      className="grid grid-cols-1 gap-5 md:grid-cols-2 [&>*]:min-w-0"
    >
      <OptionSelectField
        name="industry"
        id="idea-industry"
        label="Industry"
        options={IDEA_INDUSTRIES}
        placeholder="Select an industry"
        required
      />
      <OptionSelectField
        name="budget"
        id="idea-budget"
        label="Budget Range"
        options={IDEA_BUDGETS}
        placeholder="Select your budget"
        required
      />
      <OptionSelectField
        name="targetMarket"
        id="idea-target"
        label="Target Market"
        options={IDEA_TARGET_MARKETS}
        placeholder="Select your target market"
        required
      />
      <TextareaField
        name="skills"
        id="idea-skills"
        label="Skills & Expertise"
        required
        rows={4}
        className="md:row-span-2"
        placeholder="e.g. video editing, social media, a little coding"
      />
      <GeneratorSubmit
        idleLabel="Generate 3 Business Ideas"
        pendingLabel="Generating Your Business Ideas"
        icon={Sparkles}
        className="md:col-span-2 md:items-start"
        buttonClassName="w-full md:w-auto"
      />
    </SchemaForm>
  );
}
