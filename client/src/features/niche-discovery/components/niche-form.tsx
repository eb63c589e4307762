/** The niche discovery form (docs/spec-notes.md): three required selects and two tag inputs. */
import { Search } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import {
  NICHE_BUDGETS,
  NICHE_INDUSTRIES,
  NICHE_TARGET_MARKETS,
  nicheDiscoveryRequestSchema,
  type NicheDiscoveryInput,
  type NicheDiscoveryRequest,
} from "@shared/contracts/niche-discovery";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TagInputField } from "@/components/form/tag-input-field";
import { toast } from "@/hooks/use-toast";

type NicheFormProps = {
  form: UseFormReturn<NicheDiscoveryRequest, unknown, NicheDiscoveryInput>;
  onSubmit: (values: NicheDiscoveryInput) => void;
};

/** Sends nothing and shows 'Missing Information' when a required field is empty (the fields say which). */
export function NicheForm({ form, onSubmit }: NicheFormProps) {
  const handleInvalid = () =>
    toast({
      title: "Missing Information",
      description: "Please fill in all required fields to generate niche ideas.",
      variant: "destructive",
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Profile</CardTitle>
        <CardDescription>Tell us about you and we'll find niches that fit.</CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          schema={nicheDiscoveryRequestSchema}
          onValid={onSubmit}
          onInvalid={handleInvalid}
          className="flex flex-col gap-5"
        >
          <OptionSelectField
            name="industry"
            id="niche-industry"
            label="Industry/Category"
            options={NICHE_INDUSTRIES}
            placeholder="Select an industry"
            required
          />
          <TagInputField
            name="skills"
            id="niche-skills"
            label="Your Skills"
            itemLabel="skill"
            hint="Press Enter or Add after each skill (optional)"
            placeholder="e.g. Video editing"
          />
          <OptionSelectField
            name="budget"
            id="niche-budget"
            label="Startup Budget"
            options={NICHE_BUDGETS}
            placeholder="Select your budget"
            required
          />
          <TagInputField
            name="interests"
            id="niche-interests"
            label="Interests & Passions"
            itemLabel="interest"
            hint="Press Enter or Add after each interest (optional)"
            placeholder="e.g. Gaming"
          />
          <OptionSelectField
            name="targetMarket"
            id="niche-target"
            label="Target Market"
            options={NICHE_TARGET_MARKETS}
            placeholder="Select your target market"
            required
          />
          <GeneratorSubmit idleLabel="Discover My Niches" pendingLabel="Analyzing Your Profile..." icon={Search} />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
