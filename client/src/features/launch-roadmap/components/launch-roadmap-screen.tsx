/**
 * Launch Roadmap (/launch-roadmap): the intake form, then the roadmap view. The roadmap and its progress are
 * kept on the server (GET /api/roadmaps/current restores them); 'Edit Details' returns to the form, filled
 * with what was sent.
 */
import { useEffect, useState } from "react";
import { Map as MapIcon, Rocket } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { roadmapRequestSchema, type RoadmapRequest, type RoadmapStep } from "@shared/contracts/roadmap";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { GeneratorPending } from "@/components/generator/generator-states";
import { useSchemaForm } from "@/components/form/schema-form";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import { useGenerator } from "@/hooks/use-generator";
import { toast } from "@/hooks/use-toast";
import { errorDetail } from "@/lib/api-client";
import { useCurrentRoadmap } from "@/hooks/use-current-roadmap";
import { setCurrentRoadmap, useClaimAchievement, useSetStep } from "../api/roadmap-api";
import { RoadmapForm } from "./roadmap-form";
import { RoadmapView } from "./roadmap-view";

const EMPTY_FORM: RoadmapRequest = {
  businessName: "",
  businessIdea: "",
  industry: "",
  budget: "",
  timeCommitment: "",
  experience: "",
  targetMarket: "",
  goals: "",
};
const header = {
  icon: MapIcon,
  title: "Launch Roadmap",
  description:
    "A gamified checklist from idea to your first $1K in revenue: complete steps, earn XP, level up and unlock milestones.",
};

export function LaunchRoadmapScreen() {
  const queryClient = useQueryClient();
  const current = useCurrentRoadmap();
  const setStep = useSetStep();
  const claim = useClaimAchievement();
  // Editing holds for the roadmap on screen when 'Edit Details' was pressed; a fresh roadmap ends it.
  const [editingOver, setEditingOver] = useState<string | null | undefined>(undefined);
  const form = useSchemaForm(roadmapRequestSchema, EMPTY_FORM);
  const generator = useGenerator(generationsEndpoints.launchRoadmap, {
    toView: ({ roadmap }) => ({ view: roadmap, key: String(roadmap.id) }),
    failure: { toast: { title: "Roadmap Failed", fallback: "Unable to generate your roadmap. Please try again." } },
  });

  // A fresh roadmap becomes the current one and the view replaces the form.
  const fresh = generator.shown?.view;
  const shownKey = generator.shown?.key ?? null;
  const editing = editingOver === shownKey;
  const setEditing = (on: boolean) => setEditingOver(on ? shownKey : undefined);
  useEffect(() => {
    if (fresh) setCurrentRoadmap(queryClient, fresh);
  }, [fresh, queryClient]);

  const roadmap = current.data ?? null;

  if (current.isLoading) {
    return (
      <div>
        <PageHeader icon={header.icon} title={header.title} description={header.description} />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }

  if (roadmap && !editing) {
    const toggle = (step: RoadmapStep) =>
      setStep.mutate(
        { roadmapId: roadmap.id, stepId: step.id, completed: !step.completed },
        {
          onSuccess: ({ xpAwarded }) => {
            if (xpAwarded > 0) toast({ title: `+${xpAwarded} XP`, description: `"${step.title}" completed.` });
          },
          onError: (err) =>
            toast({
              title: "Could not update the step",
              description: errorDetail(err) || "Please try again.",
              variant: "destructive",
            }),
        },
      );
    return (
      <div>
        <PageHeader icon={header.icon} title={header.title} description={header.description} />
        <RoadmapView
          roadmap={roadmap}
          busyStep={setStep.isPending ? (setStep.variables?.stepId ?? null) : null}
          claiming={claim.isPending}
          onToggle={toggle}
          onClaim={() =>
            claim.mutate(roadmap.id, {
              onSuccess: () =>
                toast({ title: "Achievement claimed!", description: "Your Launch Roadmap achievement is saved." }),
              onError: (err) =>
                toast({
                  title: "Could not claim the achievement",
                  description: errorDetail(err) || "Please try again.",
                  variant: "destructive",
                }),
            })
          }
          onEdit={() => {
            form.reset({ ...EMPTY_FORM, ...roadmap.form });
            setEditing(true);
          }}
        />
      </div>
    );
  }

  return (
    <GeneratorLayout
      generator={generator}
      header={header}
      arrangement="stacked"
      intro={
        roadmap ? (
          <div>
            <Button variant="outline" onClick={() => setEditing(false)}>
              Back to my roadmap
            </Button>
          </div>
        ) : undefined
      }
      form={<RoadmapForm form={form} onSubmit={(values) => generator.run(values, form, Object.keys(EMPTY_FORM))} />}
      pending={
        <GeneratorPending label="Building your roadmap...">
          <Skeleton className="h-40 w-full rounded-2xl" />
        </GeneratorPending>
      }
      empty={
        roadmap ? null : (
          <EmptyState
            icon={Rocket}
            title="Your roadmap appears here"
            description="Fill in your business details and press Generate My Roadmap."
          />
        )
      }
      result={() => null}
    />
  );
}
