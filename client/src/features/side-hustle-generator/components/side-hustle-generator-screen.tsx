/**
 * Side-Hustle Generator (/side-hustle-generator): idle, pending (button disabled, spinner), success (idea
 * cards) or error (the 'Generation Failed' card); the free limit shows the limit toast instead.
 */
import { useState } from "react";
import { AlertCircle, Loader2, Sparkles, Wand2 } from "lucide-react";
import { hustleGeneratorRequestSchema, type HustleIdea } from "@shared/contracts/side-hustle-generator";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { EngineNote } from "@/components/generator/engine-note";
import { LocalAmountsNote } from "@/components/generator/local-amounts-note";
import { useLocalAmounts } from "@/hooks/use-local-amounts";
import { useSchemaForm } from "@/components/form/schema-form";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useGenerator } from "@/hooks/use-generator";
import { viewOfGeneration, viewOfResult } from "../views";
import { HustleForm } from "./hustle-form";
import { HustleIdeaCard } from "./hustle-idea-card";
import { HustleIdeaDialog } from "./hustle-idea-dialog";
import { useStartHustle } from "./use-start-hustle";

export function SideHustleGeneratorScreen() {
  const form = useSchemaForm(hustleGeneratorRequestSchema, {
    budget: "",
    timePerWeek: "",
    preferredType: "digital",
    skills: [],
    interests: [],
  });
  const generator = useGenerator(generationsEndpoints.sideHustles, {
    toView: viewOfResult,
    fromGeneration: viewOfGeneration,
    failure: { state: true },
    successToast: (view) => ({
      title: "Hustle Ideas Generated!",
      description: `${view.ideas.length} side hustles that fit your budget and time.`,
      variant: "success",
    }),
    onReopen: (generation) => {
      const input = hustleGeneratorRequestSchema.safeParse(generation.input);
      if (input.success) form.reset(input.data);
    },
  });
  const [details, setDetails] = useState<HustleIdea | null>(null);
  const start = useStartHustle();
  const startingId = start.isPending ? start.variables?.id : undefined;

  return (
    <>
      <GeneratorLayout
        generator={generator}
        header={{
          icon: Wand2,
          title: "Side-Hustle Generator",
          description:
            "Side-hustle ideas built around your budget, free time, skills and interests, with honest earnings and first steps.",
        }}
        arrangement="side"
        form={
          <HustleForm
            form={form}
            onSubmit={(values) =>
              generator.run(values, form, ["budget", "timePerWeek", "preferredType", "skills", "interests"])
            }
          />
        }
        pending={
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
              <Loader2 className="size-10 animate-spin text-brand-600" aria-hidden="true" />
              <h2 className="text-lg font-semibold text-slate-900">Generating Ideas</h2>
              <p className="max-w-sm text-sm text-slate-600">
                Matching side hustles to your budget, time, skills and interests...
              </p>
            </CardContent>
          </Card>
        }
        failed={
          <Card className="border-red-200 bg-red-50" data-testid="generation-failed">
            <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
              <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-600" aria-hidden="true" />
              <div>
                <h2 className="font-semibold text-red-800">Generation Failed</h2>
                <p className="text-sm text-red-700">Unable to generate ideas. Please try again.</p>
              </div>
            </CardContent>
          </Card>
        }
        empty={
          <EmptyState
            icon={Sparkles}
            title="Your side-hustle ideas appear here"
            description="Choose your budget and time per week, add skills and interests if you like, then press Generate Hustle Ideas."
          />
        }
        result={(shown) => (
          <section aria-label="Generated side hustles" className="flex flex-col gap-4">
            <EngineNote engine={shown.view.engine} model={shown.view.model} />
            <HustleIdeas
              ideas={shown.view.ideas}
              onDetails={setDetails}
              onStart={(idea) => start.mutate(idea)}
              startingId={startingId}
            />
          </section>
        )}
        history={{ title: "Recent generations", staleText: "These ideas were saved in an older format." }}
      />
      <HustleIdeaDialog
        idea={details}
        onClose={() => setDetails(null)}
        onStart={(idea) => start.mutate(idea)}
        starting={startingId === details?.id}
      />
    </>
  );
}

/** The idea cards, their dollars read in the person's currency; details and start get each idea as answered. */
function HustleIdeas({
  ideas,
  onDetails,
  onStart,
  startingId,
}: {
  ideas: HustleIdea[];
  onDetails: (idea: HustleIdea) => void;
  onStart: (idea: HustleIdea) => void;
  startingId: string | undefined;
}) {
  const { shown, currency } = useLocalAmounts(ideas);
  return (
    <>
      <LocalAmountsNote currency={currency} />
      <div className="grid gap-4">
        {shown.map((idea, i) => (
          <HustleIdeaCard
            key={idea.id}
            idea={idea}
            onDetails={() => onDetails(ideas[i])}
            onStart={() => onStart(ideas[i])}
            starting={startingId === idea.id}
          />
        ))}
      </div>
    </>
  );
}
