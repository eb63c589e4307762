/** The offline engine: answers every tool from its curated `offline(input)`, deterministically. */
import { performance } from "node:perf_hooks";
import { AiUnavailableError } from "../http/errors";
import type { AiEngine } from "./engine";
import { outputSchemaFor } from "./define-generator";

/** Waits `ms`, or less when `signal` fires. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

export type OfflineEngineOptions = {
  /** Pause between streamed words (the mentor's reply grows visibly, as a model's would). */
  streamDelayMs?: number;
};

/** Creates the engine used when no OPENAI_API_KEY is configured (docs/product-rules.md#embedded-defaults). */
export function createOfflineEngine(options: OfflineEngineOptions = {}): AiEngine {
  const delay = options.streamDelayMs ?? 0;
  return {
    name: "offline",
    model: "offline",
    async generate(tool, input, options) {
      if (options?.signal?.aborted) throw new AiUnavailableError("The request was cancelled.", 499);
      const started = performance.now();
      const parsed = outputSchemaFor(tool, input).safeParse(tool.offline(input));
      // A failing offline answer is our bug, not the user's: answer as an invalid generation.
      if (!parsed.success)
        throw new AiUnavailableError("The offline engine produced an invalid answer. Please try again.", 502);
      return {
        output: parsed.data,
        engine: "offline",
        model: "offline",
        durationMs: performance.now() - started,
        attempts: 1,
        promptTokens: null,
        completionTokens: null,
      };
    },
    async *streamText(request) {
      const words = request.offlineReply().split(/(?<=\s)/);
      for (const [i, word] of words.entries()) {
        if (request.signal?.aborted) return;
        if (delay > 0 && i > 0) await pause(delay, request.signal);
        if (request.signal?.aborted) return;
        yield word;
      }
    },
  };
}
