/** What the Quick Validation screen shows: a fresh answer of POST /api/validate-idea, or a reopened one. */
import {
  quickValidationRequestSchema,
  validationOutputSchema,
  verdictFor,
  type Validation,
} from "@shared/contracts/quick-validation";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { ResponseOf } from "@shared/contracts/endpoint";
import type { generationsEndpoints } from "@shared/contracts/endpoints/generations";
import type { Shown } from "@/hooks/use-generator";

/** The answer of POST /api/validate-idea. */
export type ValidationResult = ResponseOf<typeof generationsEndpoints.quickValidation>;
export type ValidationView = Validation & { engine?: GenerationMeta["engine"]; model?: string };

/** The view of a fresh answer. */
export function viewOfResult({ validation, generation }: ValidationResult): Shown<ValidationView> {
  return {
    view: { ...validation, engine: generation.engine, model: generation.model },
    key: `g${generation.id}`,
    generationId: generation.id,
  };
}

/** The view of a reopened generation (the idea comes from its input); null when it no longer fits the contract. */
export function viewOfGeneration(generation: GenerationDetail): ValidationView | null {
  const output = validationOutputSchema.safeParse(generation.output);
  const input = quickValidationRequestSchema.safeParse(generation.input);
  if (!output.success || !input.success) return null;
  return {
    ...output.data,
    verdict: verdictFor(output.data.overallScore),
    product: input.data.product,
    description: input.data.description,
    generatedAt: generation.createdAt,
    engine: generation.engine,
    model: generation.model,
  };
}
