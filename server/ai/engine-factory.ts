/** Picks the engine from configuration: OpenAI when OPENAI_API_KEY is set, otherwise the offline engine. */
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { AiEngine } from "./engine";
import { createOfflineEngine } from "./offline-engine";
import { createOpenAiEngine } from "./openai-engine";

/** Builds the configured engine (docs/product-rules.md#embedded-defaults). */
export function createAiEngine(env: Env, logger?: Logger): AiEngine {
  if (!env.OPENAI_API_KEY) return createOfflineEngine({ streamDelayMs: env.OFFLINE_STREAM_DELAY_MS });
  return createOpenAiEngine({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    budgetMs: env.AI_TIME_BUDGET_MS,
    logger,
  });
}

declare module "../context" {
  interface AppServices {
    /** The AI engine every tool runs on; tests may pass their own. */
    ai: AiEngine;
  }
}
