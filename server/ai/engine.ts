/**
 * The engine seam: OpenAI (any OpenAI-compatible server) or the offline engine, chosen by configuration.
 * Engines return validated output or throw AiUnavailableError (502 invalid/provider, 503 busy, 504 timeout).
 */
import type { z } from "zod";
import type { GeneratorDefinition } from "./define-generator";

export type EngineName = "openai" | "offline";

export type GenerateOptions = {
  /** Aborts the call (client went away). */
  signal?: AbortSignal;
  /** Total time for every attempt together; defaults to the engine's configured budget. */
  budgetMs?: number;
};

export type GenerateResult<T> = {
  output: T;
  engine: EngineName;
  model: string;
  /** Time spent inside the engine (every attempt), so callers can tell their own overhead apart. */
  durationMs: number;
  attempts: number;
  promptTokens: number | null;
  completionTokens: number | null;
};

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type StreamTextRequest = {
  system: string;
  messages: ChatMessage[];
  signal?: AbortSignal;
  budgetMs?: number;
  /** What the offline engine says (streamed word by word); the OpenAI engine ignores it. */
  offlineReply: () => string;
};

export interface AiEngine {
  readonly name: EngineName;
  readonly model: string;
  /** Structured JSON for the tool's output schema, parsed with Zod (one retry when invalid). */
  generate<I extends z.ZodType, O extends z.ZodType>(
    tool: GeneratorDefinition<I, O>,
    input: z.infer<I>,
    options?: GenerateOptions,
  ): Promise<GenerateResult<z.infer<O>>>;
  /** Plain text streamed as it is produced (the mentor chat). */
  streamText(request: StreamTextRequest): AsyncIterable<string>;
}
