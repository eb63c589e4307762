/**
 * Quick Validation (/quick-validation): idle, pending (button disabled, spinner), success (results) or
 * error (failure card); the free limit shows the limit toast instead.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { AlertCircle, Loader2, ShieldCheck, Target } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { GenerationHistory, handleLimitError } from "@/features/ai";
import { useValidateIdea, VALIDATION_TOOL, viewOfGeneration, type ValidationView } from "../api/use-validate-idea";
import { ValidationForm, type ValidationFormValues } from "./validation-form";
import { ValidationResults } from "./validation-results";

/** The whole quick validation page. */
export function QuickValidationScreen() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ValidationFormValues>({ product: "", description: "" });
  const [shown, setShown] = useState<{ view: ValidationView; generationId?: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const validate = useValidateIdea();

  const handleSubmit = () => {
    setFailed(false);
    validate.mutate(
      { product: values.product.trim(), description: values.description.trim() },
      {
        onSuccess: (result) =>
          setShown({ view: { ...result.validation, engine: result.generation.engine, model: result.generation.model }, generationId: result.generation.id }),
        onError: (err) => {
          if (handleLimitError(err, navigate)) return;
          setFailed(true);
        },
      },
    );
  };

  return (
    <div>
      <PageHeader
        icon={ShieldCheck}
        title="Quick Validation"
        description="Score a product or niche idea in seconds: market demand, competition, profitability and feasibility, with the reasons behind each."
      />
      {/* Phones stack form, result, history; wide screens keep the history under the form. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[360px_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <ValidationForm values={values} onChange={setValues} onSubmit={handleSubmit} pending={validate.isPending} />
        <div aria-live="polite" className="lg:row-span-2">
          {validate.isPending ? (
            <div className="space-y-4" aria-busy="true">
              <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                Validating your idea...
              </p>
              <Skeleton className="h-36 w-full rounded-2xl" />
              <div className="grid gap-4 md:grid-cols-2">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-32 rounded-2xl" />
                ))}
              </div>
            </div>
          ) : failed ? (
            <Card className="border-red-200 bg-red-50" data-testid="validation-failed">
              <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
                <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
                <div>
                  <h2 className="font-semibold text-red-800">Validation Failed</h2>
                  <p className="text-sm text-red-700">Unable to validate your idea. Please try again.</p>
                </div>
              </CardContent>
            </Card>
          ) : shown ? (
            <ValidationResults validation={shown.view} />
          ) : (
            <EmptyState
              icon={Target}
              title="Your validation appears here"
              description="Name your product or niche, add a sentence on who it is for and how it makes money, then press Validate Idea."
            />
          )}
        </div>
        <GenerationHistory
          tool={VALIDATION_TOOL}
          title="Recent validations"
          activeId={shown?.generationId}
          onOpen={(generation) => {
            const view = viewOfGeneration(generation);
            if (!view) {
              toast({ title: "Could not open this result", description: "This validation was saved in an older format.", variant: "destructive" });
              return;
            }
            setFailed(false);
            setShown({ view, generationId: generation.id });
            setValues({ product: view.product, description: view.description });
          }}
        />
      </div>
    </div>
  );
}
