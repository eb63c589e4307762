/** The market page's form: industry (required), region and an optional target market. */
import { BarChart3 } from "lucide-react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import {
  DEFAULT_TARGET_MARKET,
  MARKET_INDUSTRIES,
  MARKET_REGIONS,
  marketAnalysisRequestSchema,
  type MarketAnalysisInput,
  type MarketAnalysisRequest,
} from "@shared/contracts/market-analysis";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { TextField } from "@/components/form/text-fields";
import { Card, CardContent } from "@/components/ui/card";

type Props = {
  form: UseFormReturn<MarketAnalysisRequest, unknown, MarketAnalysisInput>;
  onSubmit: (values: MarketAnalysisInput) => void;
};

/**
 * Generate Analysis stays disabled until an industry is chosen and while a request runs
 * (docs/spec-notes.md#validation-messages).
 */
export function MarketForm({ form, onSubmit }: Props) {
  const industry = useWatch({ control: form.control, name: "industry" }) as string | undefined;
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <SchemaForm
          form={form}
          schema={marketAnalysisRequestSchema}
          onValid={onSubmit}
          className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.2fr_auto] lg:items-start [&>*]:min-w-0"
        >
          <OptionSelectField
            name="industry"
            id="market-industry"
            label="Industry"
            options={MARKET_INDUSTRIES}
            placeholder="Select an industry"
            required
          />
          <OptionSelectField name="location" id="market-region" label="Region" options={MARKET_REGIONS} />
          <TextField
            name="targetMarket"
            id="market-target"
            label="Target market"
            placeholder={`e.g. ${DEFAULT_TARGET_MARKET}`}
          />
          <GeneratorSubmit
            idleLabel="Generate Analysis"
            pendingLabel="Analyzing..."
            icon={BarChart3}
            size="default"
            disabled={!industry}
            className="md:col-span-2 lg:col-span-1 lg:mt-[1.625rem]"
          />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
