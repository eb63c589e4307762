/** AI Business Ideas (/business-ideas): the form, the three new ideas, and the user's earlier ideas. */
import { Lightbulb, ShieldCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { IDEA_INDUSTRIES, IDEA_TARGET_MARKETS, type ProductIdea } from "@shared/contracts/business-ideas";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { EngineNote, handleLimitError } from "@/features/ai";
import { useGenerateProducts, useProductIdeas } from "../api/business-ideas-api";
import { readBusinessIdeaPrefill } from "../prefill";
import { BusinessIdeasForm, type BusinessIdeasFormValues } from "./business-ideas-form";
import { IdeaCard } from "./idea-card";

const known = (list: readonly { value: string }[], v?: string) => (v && list.some((o) => o.value === v) ? v : undefined);

export function BusinessIdeasScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = useMemo(() => readBusinessIdeaPrefill(location.search), [location.search]);
  const generate = useGenerateProducts();
  const ideas = useProductIdeas();
  const [latest, setLatest] = useState<(ProductIdea & { generation?: { engine: "openai" | "offline"; model: string } })[] | null>(null);
  const [engine, setEngine] = useState<{ engine: "openai" | "offline"; model: string } | undefined>();

  const handleSubmit = (values: BusinessIdeasFormValues) =>
    generate.mutate(
      { ...values, ...(prefill ? { seedIdea: { name: prefill.name, description: prefill.description } } : {}) },
      {
        onSuccess: (data) => {
          setLatest(data.products.slice(0, 3));
          setEngine((data as { generation?: { engine: "openai" | "offline"; model: string } }).generation);
          toast({ title: "Success!", description: "3 new business ideas generated successfully!", variant: "success" });
        },
        onError: (err) => {
          if (handleLimitError(err, navigate)) return;
          toast({ title: "Error", description: errorDetail(err) || "Failed to generate business ideas", variant: "destructive" });
        },
      },
    );

  const latestIds = new Set((latest ?? []).map((p) => p.id));
  const earlier = (ideas.data?.products ?? []).filter((p) => !latestIds.has(p.id));

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <PageHeader icon={Lightbulb} title="AI Business Ideas" description="Get 3 business ideas with market size, revenue projections and a startup cost breakdown." />
      {prefill && (
        <Card className="border-brand-200 bg-brand-50/60" data-testid="carried-idea">
          <CardContent className="flex gap-3 p-4">
            <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <div className="text-sm text-brand-950">
              <p className="font-semibold">Building on your validated idea: {prefill.name}</p>
              {prefill.description && <p className="mt-0.5 text-brand-900">{prefill.description}</p>}
              <p className="mt-1 text-brand-900">It will be analysed in full as idea 1; open it afterwards to generate its business plan.</p>
            </div>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader className="pb-2"><CardTitle className="text-lg">Tell us about your business goals</CardTitle></CardHeader>
        <CardContent>
          <BusinessIdeasForm
            pending={generate.isPending}
            onSubmit={handleSubmit}
            defaults={{ industry: known(IDEA_INDUSTRIES, prefill?.industry), targetMarket: known(IDEA_TARGET_MARKETS, prefill?.targetMarket) }}
          />
        </CardContent>
      </Card>

      {generate.isPending && (
        <section aria-label="Generating" className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => <Skeleton key={i} className="h-72 rounded-2xl" />)}
        </section>
      )}
      {latest && !generate.isPending && (
        <section aria-labelledby="new-ideas" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="new-ideas" className="text-xl font-bold text-slate-900">Your new business ideas</h2>
            <EngineNote engine={engine?.engine} model={engine?.model} />
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            {latest.map((idea, i) => <IdeaCard key={idea.id} idea={idea} number={i + 1} />)}
          </div>
        </section>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-ideas" className="flex flex-col gap-3">
          <h2 id="earlier-ideas" className="text-xl font-bold text-slate-900">Your earlier ideas</h2>
          <div className="grid gap-4 md:grid-cols-3">
            {earlier.map((idea, i) => <IdeaCard key={idea.id} idea={idea} number={i + 1} />)}
          </div>
        </section>
      )}
    </div>
  );
}
