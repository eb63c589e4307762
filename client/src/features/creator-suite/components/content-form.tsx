/**
 * The Generate Content form: topic (required after trimming), tone, platform (social posts only, and sent only
 * for them), length and target audience. The type comes from the tiles above.
 */
import { Sparkles } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import {
  CONTENT_LENGTH_OPTIONS,
  CONTENT_TONE_OPTIONS,
  CONTENT_TYPE_OPTIONS,
  SOCIAL_PLATFORM_OPTIONS,
  creatorGenerateRequestSchema,
  type ContentType,
  type CreatorGenerateInput,
  type CreatorGenerateRequest,
} from "@shared/contracts/creator-suite";
import { labelFor } from "@shared/contracts/options";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  type: ContentType;
  form: UseFormReturn<CreatorGenerateRequest, unknown, CreatorGenerateInput>;
  onSubmit: (values: CreatorGenerateInput) => void;
};

export function ContentForm({ type, form, onSubmit }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>New {labelFor(CONTENT_TYPE_OPTIONS, type).toLowerCase()}</CardTitle>
      </CardHeader>
      <CardContent>
        <SchemaForm form={form} schema={creatorGenerateRequestSchema} onValid={onSubmit} className="space-y-4">
          <TextField
            name="topic"
            id="creator-topic"
            label="Topic"
            required
            placeholder="e.g. Starting a candle business on a budget"
          />
          <TextField
            name="targetAudience"
            id="creator-audience"
            label="Target audience"
            placeholder="e.g. college students"
          />
          <OptionSelectField name="tone" id="creator-tone" label="Tone" options={CONTENT_TONE_OPTIONS} />
          <OptionSelectField name="length" id="creator-length" label="Length" options={CONTENT_LENGTH_OPTIONS} />
          {type === "social_post" && (
            <OptionSelectField
              name="platform"
              id="creator-platform"
              label="Platform"
              options={SOCIAL_PLATFORM_OPTIONS}
            />
          )}
          <GeneratorSubmit idleLabel="Generate Content" pendingLabel="Generating..." icon={Sparkles} />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
