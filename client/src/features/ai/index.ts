/** The shared AI pieces every tool page uses. */
export { EngineNote } from "./engine-note";
export { GenerationHistory } from "./generation-history";
export { generationHistoryKey, useGenerationHistory, useReopenGeneration, fetchGeneration } from "./use-generation-history";
export { handleLimitError, showLimitToast } from "./limit-toast";
