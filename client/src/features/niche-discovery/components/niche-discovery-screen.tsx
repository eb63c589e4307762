/** AI Niche Discovery (/niche-discovery): form on the left, results on the right, recent history below the form. */
import { Compass } from "lucide-react";
import { nicheDiscoveryOutputSchema, nicheDiscoveryRequestSchema } from "@shared/contracts/niche-discovery";
import { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import type { GenerationMeta } from "@shared/contracts/generations";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { useSchemaForm } from "@/components/form/schema-form";
import { useGenerator, type Shown } from "@/hooks/use-generator";
import { NicheForm } from "./niche-form";
import { NicheResults, NicheRunning, NicheEmpty, type NicheResult } from "./niche-results";

export function NicheDiscoveryScreen() {
  const form = useSchemaForm(nicheDiscoveryRequestSchema, {
    industry: "",
    budget: "",
    targetMarket: "",
    skills: [],
    interests: [],
  });
  // Results stay until a new success replaces them (docs/spec-notes.md#states-and-transitions): failures only toast.
  const generator = useGenerator(generationsEndpoints.nicheDiscovery, {
    toView: (data): Shown<NicheResult> => ({
      view: data,
      key: `g${data.generation.id}`,
      generationId: data.generation.id,
    }),
    fromGeneration: (g) => {
      const output = nicheDiscoveryOutputSchema.safeParse(g.output);
      const generation: GenerationMeta = {
        id: g.id,
        tool: g.tool,
        engine: g.engine,
        model: g.model,
        createdAt: g.createdAt,
      };
      return output.success ? { ...output.data, generation } : null;
    },
    successToast: (data) => ({
      title: "Niche Ideas Generated!",
      description: `Found ${data.ideas.length} profitable niche opportunities for you.`,
      variant: "success",
    }),
    failure: { toast: { title: "Generation Failed", fallback: "Failed to generate niche ideas. Please try again." } },
  });

  return (
    <GeneratorLayout
      generator={generator}
      header={{
        icon: Compass,
        title: "AI Niche Discovery",
        description: "Find profitable niches that match your skills, budget and passions.",
      }}
      arrangement="side"
      form={
        <NicheForm
          form={form}
          onSubmit={(values) => generator.run(values, form, Object.keys(nicheDiscoveryRequestSchema.shape))}
        />
      }
      pending={<NicheRunning />}
      empty={<NicheEmpty />}
      result={(shown) => <NicheResults result={shown.view} />}
      history={{ title: "Recent discoveries", staleText: "This discovery was saved in an older format." }}
    />
  );
}
