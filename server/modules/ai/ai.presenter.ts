/** Presents generation history rows (every field listed; never the raw row). */
import type { Generation } from "../../../shared/schema";
import type { GenerationDetail, GenerationSummary } from "../../../shared/contracts/generations";

/** One listed generation; `label` comes from the tool's own label(input). */
export function presentGenerationSummary(row: Generation, label: string): GenerationSummary {
  return {
    id: row.id,
    tool: row.tool,
    label,
    engine: row.engine === "openai" ? "openai" : "offline",
    model: row.model,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    input: row.input,
  };
}

/** One reopened generation, with its output and token counts. */
export function presentGenerationDetail(row: Generation, label: string): GenerationDetail {
  return {
    ...presentGenerationSummary(row, label),
    output: row.output,
    basedOn: row.basedOn ?? [],
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
  };
}
