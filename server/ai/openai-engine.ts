/**
 * The OpenAI engine (official SDK, any OpenAI-compatible base URL): structured output from the tool's Zod
 * schema, parsed with Zod, ONE retry when the answer is invalid, one total time budget across attempts.
 * SDK retries are off (maxRetries: 0): retrying is decided here, inside the budget.
 */
import { performance } from "node:perf_hooks";
import OpenAI from "openai";
import { z } from "zod";
import { AiUnavailableError } from "../http/errors";
import type { AiEngine, ChatMessage } from "./engine";
import { outputSchemaFor, type GeneratorDefinition } from "./define-generator";
import { withoutModelFigures } from "./model-figures";
import type { Logger } from "../logger";

export type OpenAiEngineOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Total time per generation, retries included (AI_TIME_BUDGET_MS). */
  budgetMs: number;
  logger?: Logger;
};

const MESSAGES = {
  busy: "The AI engine is busy right now (the provider is rate limiting us). Please try again in a minute.",
  failed: "The AI engine failed to answer. Please try again.",
  invalid: "The AI engine returned an answer we could not use. Please try again.",
  timeout: "The AI engine did not answer in time. Please try again.",
  cancelled: "The request was cancelled.",
};

/** Maps an SDK error to the typed error the client sees (429 → 503, timeout → 504, the rest → 502). */
export function mapProviderError(err: unknown, timedOut: boolean): AiUnavailableError {
  if (err instanceof AiUnavailableError) return err;
  if (timedOut || err instanceof OpenAI.APIConnectionTimeoutError) return new AiUnavailableError(MESSAGES.timeout, 504);
  if (err instanceof OpenAI.APIUserAbortError) return new AiUnavailableError(MESSAGES.cancelled, 499);
  if (err instanceof OpenAI.APIError && err.status === 429) return new AiUnavailableError(MESSAGES.busy, 503);
  return new AiUnavailableError(MESSAGES.failed, 502);
}

/** An abort signal that fires at the deadline or when the caller's signal fires. */
function deadlineSignal(budgetMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, budgetMs);
  const onOuter = () => controller.abort();
  outer?.addEventListener("abort", onOuter, { once: true });
  if (outer?.aborted) controller.abort();
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener("abort", onOuter);
    },
  };
}

/** Reads the model's text as JSON; returns undefined when it is not JSON at all. */
function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/**
 * The model's JSON as the tool's output: as is, or, for a tool with an answer schema, finished by the tool's own code
 * once it passes that schema. An answer that does not is nothing (it fails the output schema, so the model is asked
 * again): a finished output in its place would bring figures our code did not compute.
 */
function finishAnswer<I extends z.ZodType, O extends z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  input: z.infer<I>,
  json: unknown,
): unknown {
  if (!tool.answer) return json;
  const answer = tool.answer.schema.safeParse(json);
  return answer.success ? tool.answer.finish(answer.data, input) : undefined;
}

/** Creates the engine used when OPENAI_API_KEY is set. */
export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.budgetMs,
  });
  const model = options.model;

  return {
    name: "openai",
    model,
    async generate(tool, input, opts) {
      const budgetMs = opts?.budgetMs ?? options.budgetMs;
      const started = performance.now();
      const deadline = deadlineSignal(budgetMs, opts?.signal);
      // A tool whose figures our code derives asks the model for its answer schema (assumptions and words) instead.
      const jsonSchema = z.toJSONSchema(tool.answer?.schema ?? tool.output, {
        target: "draft-7",
        io: "output",
        unrepresentable: "any",
      });
      const messages: ChatMessage[] = [
        {
          role: "system",
          content: `${tool.system}\nAnswer with one JSON object that follows the given JSON schema. Plain text only: no HTML, no markdown.`,
        },
        { role: "user", content: tool.prompt(input) },
      ];
      let promptTokens = 0;
      let completionTokens = 0;
      let attempts = 0;
      try {
        while (attempts < 2) {
          attempts++;
          const remaining = budgetMs - (performance.now() - started);
          if (remaining <= 0) throw new AiUnavailableError(MESSAGES.timeout, 504);
          const completion = await client.chat.completions.create(
            {
              model,
              messages,
              response_format: {
                type: "json_schema",
                json_schema: {
                  name: tool.id.replace(/[^a-zA-Z0-9_-]/g, "_"),
                  schema: jsonSchema as Record<string, unknown>,
                  strict: false,
                },
              },
            },
            { signal: deadline.signal, timeout: Math.max(1, Math.ceil(remaining)), maxRetries: 0 },
          );
          promptTokens += completion.usage?.prompt_tokens ?? 0;
          completionTokens += completion.usage?.completion_tokens ?? 0;
          const text = completion.choices[0]?.message?.content;
          // A figure the model's answer cannot source is removed before our code reads it (decision 1488).
          const answer = withoutModelFigures(parseJson(text));
          const parsed = outputSchemaFor(tool, input).safeParse(finishAnswer(tool, input, answer));
          if (parsed.success) {
            return {
              output: parsed.data,
              engine: "openai",
              model: completion.model || model,
              durationMs: performance.now() - started,
              attempts,
              promptTokens,
              completionTokens,
            };
          }
          options.logger?.warn(
            { tool: tool.id, attempt: attempts, issues: parsed.success ? undefined : parsed.error.issues.slice(0, 3) },
            "AI answer failed its schema",
          );
          // The retry tells the model what was wrong, so the second answer has a better chance.
          messages.push({ role: "assistant", content: text ?? "" });
          messages.push({
            role: "user",
            content:
              "That answer did not match the JSON schema. Answer again with only the JSON object, every required field present.",
          });
        }
        throw new AiUnavailableError(MESSAGES.invalid, 502);
      } catch (err) {
        const mapped = mapProviderError(err, deadline.timedOut());
        if (!(err instanceof AiUnavailableError))
          options.logger?.warn(
            { tool: tool.id, status: (err as { status?: number }).status, err: (err as Error).message },
            "AI provider call failed",
          );
        throw mapped;
      } finally {
        deadline.done();
      }
    },
    async *streamText(request) {
      const budgetMs = request.budgetMs ?? options.budgetMs;
      const deadline = deadlineSignal(budgetMs, request.signal);
      try {
        const stream = await client.chat.completions.create(
          { model, stream: true, messages: [{ role: "system", content: request.system }, ...request.messages] },
          { signal: deadline.signal, timeout: budgetMs, maxRetries: 0 },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) yield delta;
        }
        // The SDK ends an aborted stream quietly: a reply cut by the time budget must not pass for a whole one.
        if (deadline.timedOut()) throw new AiUnavailableError(MESSAGES.timeout, 504);
      } catch (err) {
        throw mapProviderError(err, deadline.timedOut());
      } finally {
        deadline.done();
      }
    },
  };
}
