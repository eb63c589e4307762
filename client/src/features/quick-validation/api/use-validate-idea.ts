/** POST /api/validate-idea: validates one idea; a success refreshes the tool's history. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  quickValidationRequestSchema,
  validationOutputSchema,
  verdictFor,
  type QuickValidationRequest,
  type Validation,
} from "@shared/contracts/quick-validation";
import type { GenerationDetail, GenerationMeta } from "@shared/contracts/generations";
import type { ToolId } from "@shared/tools/manifest";
import { apiJson } from "@/lib/api-client";
import { generationHistoryKey } from "@/features/ai";

export const VALIDATION_TOOL: ToolId = "quick-validation";

export type ValidationResult = { validation: Validation; generation: GenerationMeta };
export type ValidationView = Validation & { engine?: GenerationMeta["engine"]; model?: string };

/** Validates an idea. */
export function useValidateIdea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: QuickValidationRequest) => apiJson<ValidationResult>("POST", "/api/validate-idea", request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationHistoryKey(VALIDATION_TOOL) }),
  });
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
