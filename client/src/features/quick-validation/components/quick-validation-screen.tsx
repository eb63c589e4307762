/**
 * Quick Validation (/quick-validation): idle, pending (button disabled, spinner), success (results) or
 * error (failure card); the free limit shows the limit toast instead.
 */
import { AlertCircle, ShieldCheck, Target } from "lucide-react";
import { useLocation } from "react-router-dom";
import { quickValidationRequestSchema } from "@shared/contracts/quick-validation";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { readQuickValidationPrefill } from "@/lib/tool-links";
import { useGenerator } from "@/hooks/use-generator";
import { viewOfGeneration, viewOfResult } from "../views";
import { ValidationForm } from "./validation-form";
import { ValidationResults } from "./validation-results";

/** The whole quick validation page. */
export function QuickValidationScreen() {
  // Another tool can carry an idea here through the address (`?product=&description=`, lib/tool-links.ts).
  const form = useSchemaForm(quickValidationRequestSchema, readQuickValidationPrefill(useLocation().search));
  const generator = useGenerator(generationsEndpoints.quickValidation, {
    toView: viewOfResult,
    fromGeneration: viewOfGeneration,
    failure: { state: true },
    onReopen: (_, view) => form.reset({ product: view.product, description: view.description }),
  });

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: ShieldCheck,
        title: "Quick Validation",
        description:
          "Score a product or niche idea in seconds: market demand, competition, profitability and feasibility, with the reasons behind each.",
      }}
      arrangement="side"
      form={
        <ValidationForm form={form} onSubmit={(values) => generator.run(values, form, ["product", "description"])} />
      }
      pending={
        <GeneratorPending label="Validating your idea...">
          <Skeleton className="h-36 w-full rounded-2xl" />
          <div className="grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-32 rounded-2xl" />
            ))}
          </div>
        </GeneratorPending>
      }
      failed={
        <Card className="border-red-200 bg-red-50" data-testid="validation-failed">
          <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
            <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-red-800">Validation Failed</h2>
              <p className="text-sm text-red-700">Unable to validate your idea. Please try again.</p>
            </div>
          </CardContent>
        </Card>
      }
      empty={
        <EmptyState
          icon={Target}
          title="Your validation appears here"
          description="Name your product or niche, add a sentence on who it is for and how it makes money, then press Validate Idea."
        />
      }
      result={(shown) => <ValidationResults validation={shown.view} generationId={shown.generationId} />}
      history={{ title: "Recent validations", staleText: "This validation was saved in an older format." }}
    />
  );
}
