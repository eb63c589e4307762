/**
 * The scanner's filters and its scan button, on the form kit with the scan request schema of
 * shared/contracts/trending-products.ts: category, platform and the minimum score (0-100, default 70; an
 * unparsable value becomes 0). The list below follows the filters as they change; the button scans with them.
 */
import { Radar } from "lucide-react";
import type { z } from "zod";
import type { UseFormReturn } from "react-hook-form";
import { withAll } from "@shared/contracts/catalogue-filters";
import {
  parseMinTrendScore,
  TREND_CATEGORY_OPTIONS,
  TREND_PLATFORM_OPTIONS,
  trendScanRequestSchema,
  type TrendScanRequest,
} from "@shared/contracts/trending-products";
import { OptionSelectField } from "@/components/form/option-select-field";
import { SchemaForm } from "@/components/form/schema-form";
import { NumberField } from "@/components/form/text-fields";
import { EngineNote } from "@/components/generator/engine-note";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { Card, CardContent } from "@/components/ui/card";

const CATEGORIES = withAll("All categories", TREND_CATEGORY_OPTIONS);
const PLATFORMS = withAll("All platforms", TREND_PLATFORM_OPTIONS);

/** The scan as the contract parses it. */
type TrendScan = z.output<typeof trendScanRequestSchema>;

type Props = {
  form: UseFormReturn<TrendScanRequest, unknown, TrendScan>;
  onScan: (scan: TrendScan) => void;
};

export function ScanForm({ form, onScan }: Props) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <SchemaForm
          form={form}
          schema={trendScanRequestSchema}
          onValid={onScan}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start"
        >
          <OptionSelectField
            name="category"
            id="trend-category"
            label="Category"
            options={CATEGORIES}
            className="min-w-0"
          />
          <OptionSelectField
            name="platform"
            id="trend-platform"
            label="Platform"
            options={PLATFORMS}
            className="min-w-0"
          />
          <NumberField
            name="minTrendScore"
            id="trend-min-score"
            label="Minimum trend score"
            hint="0-100, HustleForge score"
            min={0}
            max={100}
            parse={parseMinTrendScore}
          />
          <GeneratorSubmit
            idleLabel="Scan for Trends"
            pendingLabel="Scanning..."
            icon={Radar}
            size="default"
            className="sm:col-span-2 lg:col-span-1 lg:mt-[1.625rem]"
          />
        </SchemaForm>
        <EngineNote className="mt-3" />
      </CardContent>
    </Card>
  );
}
