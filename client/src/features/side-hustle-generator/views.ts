/** What the generator screen shows: a fresh answer of POST /api/generate-hustle-ideas, or a reopened one. */
import { hustleGeneratorOutputSchema, withIdeaIds, type HustleIdea } from "@shared/contracts/side-hustle-generator";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { ResponseOf } from "@shared/contracts/endpoint";
import type { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import type { Shown } from "@/hooks/use-generator";

/** The answer, as its entry of the endpoint table types it. */
export type HustleResult = ResponseOf<typeof generationsEndpoints.sideHustles>;
export type HustleView = { ideas: HustleIdea[]; engine?: GenerationMeta["engine"]; model?: string };

/** The view of a fresh answer. */
export function viewOfResult({ ideas, generation }: HustleResult): Shown<HustleView> {
  return {
    view: { ideas, engine: generation.engine, model: generation.model },
    key: `g${generation.id}`,
    generationId: generation.id,
  };
}

/** The view of a reopened generation; null when its output no longer fits the contract. */
export function viewOfGeneration(generation: GenerationDetail): HustleView | null {
  const output = hustleGeneratorOutputSchema.safeParse(generation.output);
  return output.success
    ? { ideas: withIdeaIds(output.data.ideas), engine: generation.engine, model: generation.model }
    : null;
}
