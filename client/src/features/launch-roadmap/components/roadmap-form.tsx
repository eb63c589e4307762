/**
 * The intake form: business name, idea and industry required; budget, time, experience, market and goals optional.
 * The button is never disabled to hide a missing field: pressing it names each empty required field beside it.
 */
import { Rocket } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import {
  ROADMAP_BUDGETS,
  ROADMAP_EXPERIENCE,
  ROADMAP_INDUSTRIES,
  ROADMAP_TIME,
  roadmapRequestSchema,
  type RoadmapInput,
  type RoadmapRequest,
} from "@shared/contracts/roadmap";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TextareaField, TextField } from "@/components/form/text-fields";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Props = { form: UseFormReturn<RoadmapRequest, unknown, RoadmapInput>; onSubmit: (values: RoadmapInput) => void };

export function RoadmapForm({ form, onSubmit }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tell us about your business</CardTitle>
        <CardDescription>
          We build a step-by-step plan from idea to your first $1K, fitted to your budget, time and experience.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={roadmapRequestSchema} onValid={onSubmit} className="grid gap-4 md:grid-cols-2">
          <TextField
            name="businessName"
            id="roadmap-name"
            label="Business name"
            required
            placeholder="e.g. Crumb & Co"
          />
          <OptionSelectField
            name="industry"
            id="roadmap-industry"
            label="Industry"
            required
            options={ROADMAP_INDUSTRIES}
            placeholder="Select an industry"
          />
          <TextareaField
            name="businessIdea"
            id="roadmap-idea"
            label="Business idea"
            required
            rows={3}
            className="md:col-span-2"
            placeholder="What you sell, to whom, and how it makes money."
          />
          <OptionSelectField
            name="budget"
            id="roadmap-budget"
            label="Budget"
            options={ROADMAP_BUDGETS}
            placeholder="Select a budget"
          />
          <OptionSelectField
            name="timeCommitment"
            id="roadmap-time"
            label="Time per week"
            options={ROADMAP_TIME}
            placeholder="Select your time"
          />
          <OptionSelectField
            name="experience"
            id="roadmap-experience"
            label="Experience"
            options={ROADMAP_EXPERIENCE}
            placeholder="Select your experience"
          />
          <TextField
            name="targetMarket"
            id="roadmap-market"
            label="Target market"
            placeholder="e.g. Office workers in the city centre"
          />
          <TextareaField
            name="goals"
            id="roadmap-goals"
            label="Goals"
            rows={2}
            className="md:col-span-2"
            placeholder="e.g. Cover my rent by the end of the year"
          />
          <div className="md:col-span-2">
            <GeneratorSubmit
              idleLabel="Generate My Roadmap"
              pendingLabel="Building your roadmap..."
              icon={Rocket}
              size="default"
              buttonClassName="w-full sm:w-auto"
            />
          </div>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
