/** The business plan generator on an idea's page (Pro only): budget, the new plan, and the idea's earlier plans. */
import { FileText } from "lucide-react";
import { IDEA_BUDGETS, type ProductIdea } from "@shared/contracts/business-ideas";
import { BUSINESS_MODELS, businessPlanRequestSchema } from "@shared/contracts/business-plans";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorSubmit } from "@/components/generator/generator-submit";
import { OptionSelectField } from "@/components/form/option-select-field";
import { TextField } from "@/components/form/text-fields";
import { SchemaForm, useSchemaForm } from "@/components/form/schema-form";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ProUpsell } from "@/components/ui/pro-upsell";
import { Skeleton } from "@/components/ui/skeleton";
import { useGenerator } from "@/hooks/use-generator";
import { plansForProductKey, usePlansForProduct } from "../api/business-ideas-api";
import { PlanDocument } from "./plan-document";
import { TakeawayCard } from "@/components/share/takeaway-card";

/** Renders the 'Business plans' section of one idea. */
export function BusinessPlanSection({ idea }: { idea: ProductIdea }) {
  const plans = usePlansForProduct(idea.id);
  const form = useSchemaForm(businessPlanRequestSchema, {
    productIdeaId: idea.id,
    budget: idea.analysis.budget || IDEA_BUDGETS[1].label,
  });
  const generator = useGenerator(generationsEndpoints.businessPlan, {
    toView: ({ plan }) => ({ view: plan, key: `p${plan.id}` }),
    invalidate: [plansForProductKey(idea.id)],
    successToast: () => ({
      title: "Business plan ready",
      description: `Your plan for ${idea.name} is below.`,
      variant: "success",
    }),
    failure: { toast: { title: "Error", fallback: "Failed to generate the business plan" } },
  });
  const list = plans.data?.plans ?? [];
  const earlier = list.filter((p) => p.id !== generator.shown?.view.id);
  const locked = generator.allowance.kind === "pro-only";

  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-4">
      <h2 id="plans-title" className="text-xl font-bold text-slate-900">
        Business plans
      </h2>
      <GeneratorLayout
        generator={generator}
        arrangement="stacked"
        className="gap-4"
        form={
          <Card>
            <CardContent className="p-5">
              <SchemaForm
                form={form}
                schema={businessPlanRequestSchema}
                onValid={(values) => generator.run(values, form, ["budget", "price", "unitCost", "model"])}
                className="flex flex-col gap-3"
              >
                {/* The budget as typed ("£400", "400 GBP") is read in its currency; the bands are suggestions. */}
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <TextField
                    name="budget"
                    id="plan-budget"
                    label="Your budget for this business"
                    hint="An amount such as £400, or a range"
                    list="plan-budget-options"
                    autoComplete="off"
                  />
                  <datalist id="plan-budget-options">
                    {IDEA_BUDGETS.map((b) => (
                      <option key={b.value} value={b.label} />
                    ))}
                  </datalist>
                  <TextField
                    name="price"
                    id="plan-price"
                    label="Your price per sale"
                    hint="Optional"
                    inputMode="decimal"
                  />
                  <TextField
                    name="unitCost"
                    id="plan-unit-cost"
                    label="Your cost per sale"
                    hint="Optional: materials or stock"
                    inputMode="decimal"
                  />
                  <OptionSelectField
                    name="model"
                    id="plan-model"
                    label="How it makes money"
                    options={BUSINESS_MODELS}
                    placeholder="From the idea"
                  />
                </div>
                <GeneratorSubmit
                  idleLabel="Generate Business Plan"
                  pendingLabel="Writing Your Business Plan..."
                  icon={FileText}
                  size="default"
                  className="self-start"
                />
              </SchemaForm>
            </CardContent>
          </Card>
        }
        locked={
          <ProUpsell
            title="Business Plan Generator"
            description="Turn this idea into a full business plan with 12-month projections, costs, risks and next steps. Available on the Pro plan."
          />
        }
        pending={<Skeleton className="h-40 rounded-2xl" />}
        empty={null}
        result={({ view }) => (
          <div className="space-y-4">
            <PlanDocument plan={view} ideaName={idea.name} />
            <TakeawayCard kind="business_plan" id={view.id} />
          </div>
        )}
        customHistory={
          <>
            {plans.isLoading && <Skeleton className="h-40 rounded-2xl" />}
            {/* A plan read back after a reload keeps its share and download panel. */}
            {earlier.map((plan) => (
              <div key={plan.id} className="space-y-4">
                <PlanDocument plan={plan} ideaName={idea.name} />
                <TakeawayCard kind="business_plan" id={plan.id} />
              </div>
            ))}
            {!locked && !plans.isLoading && list.length === 0 && !generator.pending && (
              <EmptyState
                icon={FileText}
                title="No business plan yet"
                description="Pick your budget and generate a plan for this idea."
              />
            )}
          </>
        }
      />
    </section>
  );
}
