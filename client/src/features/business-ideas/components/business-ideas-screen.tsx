/** AI Business Ideas (/business-ideas): the form, the three new ideas, and the user's earlier ideas. */
import { Lightbulb, ShieldCheck } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import {
  IDEA_INDUSTRIES,
  IDEA_TARGET_MARKETS,
  businessIdeasRequestSchema,
  type BusinessIdeasInput,
  type ProductIdea,
} from "@shared/contracts/business-ideas";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import type { GenerationMeta } from "@shared/contracts/generations";
import { EngineNote } from "@/components/generator/engine-note";
import { LocalAmountsNote } from "@/components/generator/local-amounts-note";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { useSchemaForm } from "@/components/form/schema-form";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useGenerator, type Shown } from "@/hooks/use-generator";
import { readBusinessIdeaPrefill, type BusinessIdeaPrefill } from "@/lib/business-idea-prefill";
import { PRODUCT_IDEAS_KEY, useProductIdeas } from "@/hooks/use-product-ideas";
import { BusinessIdeasForm } from "./business-ideas-form";
import { IdeaCard } from "./idea-card";

type NewIdeas = { ideas: ProductIdea[]; generation?: GenerationMeta };

const known = (list: readonly { value: string }[], v?: string) => (v && list.some((o) => o.value === v) ? v : "");

function IdeaGrid({
  id,
  title,
  ideas: answered,
  note,
}: {
  id: string;
  title: string;
  ideas: ProductIdea[];
  note?: ReactNode;
}) {
  const { shown: ideas, currency } = useLocalAmounts(answered);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {note}
      </div>
      <LocalAmountsNote currency={currency} />
      <div className="grid gap-4 md:grid-cols-3">
        {ideas.map((idea, i) => (
          <IdeaCard key={idea.id} idea={idea} number={i + 1} />
        ))}
      </div>
    </section>
  );
}

function CarriedIdea({ prefill }: { prefill: BusinessIdeaPrefill }) {
  return (
    <Card className="border-brand-200 bg-brand-50/60" data-testid="carried-idea">
      <CardContent className="flex gap-3 p-4">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0 text-sm text-brand-950">
          <p className="break-words font-semibold">Building on your validated idea: {prefill.name}</p>
          {prefill.description && <p className="mt-0.5 break-words text-brand-900">{prefill.description}</p>}
          <p className="mt-1 text-brand-900">
            It will be analysed in full as idea 1; open it afterwards to generate its business plan.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

export function BusinessIdeasScreen() {
  const location = useLocation();
  const prefill = useMemo(() => readBusinessIdeaPrefill(location.search), [location.search]);
  const ideas = useProductIdeas();
  const form = useSchemaForm(businessIdeasRequestSchema, {
    industry: known(IDEA_INDUSTRIES, prefill?.industry),
    budget: "",
    targetMarket: known(IDEA_TARGET_MARKETS, prefill?.targetMarket),
    skills: "",
  });
  const generator = useGenerator(generationsEndpoints.businessIdeas, {
    toView: (data): Shown<NewIdeas> => ({
      view: { ideas: data.products.slice(0, 3), generation: data.generation },
      key: `g${data.generation.id}`,
      generationId: data.generation.id,
    }),
    invalidate: [PRODUCT_IDEAS_KEY],
    successToast: () => ({
      title: "Success!",
      description: "3 new business ideas generated successfully!",
      variant: "success",
    }),
    failure: { toast: { title: "Error", fallback: "Failed to generate business ideas" } },
  });

  const handleSubmit = ({ seedIdea: _ignored, ...values }: BusinessIdeasInput) =>
    generator.run(
      { ...values, ...(prefill ? { seedIdea: { name: prefill.name, description: prefill.description } } : {}) },
      form,
      ["industry", "budget", "targetMarket", "skills"],
    );

  const latestIds = new Set((generator.shown?.view.ideas ?? []).map((p) => p.id));
  const earlier = (ideas.data?.products ?? []).filter((p) => !latestIds.has(p.id));

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: Lightbulb,
        title: "AI Business Ideas",
        description: "Get 3 business ideas with market size, revenue projections and a startup cost breakdown.",
      }}
      arrangement="stacked"
      intro={prefill && <CarriedIdea prefill={prefill} />}
      form={
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-lg">Tell us about your business goals</CardTitle>
          </CardHeader>
          <CardContent>
            <BusinessIdeasForm form={form} onSubmit={handleSubmit} />
          </CardContent>
        </Card>
      }
      pending={
        <section aria-label="Generating" className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-72 rounded-2xl" />
          ))}
        </section>
      }
      empty={null}
      result={({ view }) => (
        <IdeaGrid
          id="new-ideas"
          title="Your new business ideas"
          ideas={view.ideas}
          note={<EngineNote engine={view.generation?.engine} model={view.generation?.model} />}
        />
      )}
      customHistory={earlier.length > 0 && <IdeaGrid id="earlier-ideas" title="Your earlier ideas" ideas={earlier} />}
    />
  );
}
