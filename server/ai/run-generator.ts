/**
 * runGenerator(): the ONE path every AI tool takes — authentication, input parsing, the plan gate, the
 * atomic quota reservation, the engine call inside the time budget, output validation, the tool's own
 * storage, the history record, the user's counters, and a refund of the reservation when the run fails.
 *
 * A caller that hangs up does not get a free run (docs/product-rules.md#streaming): once the engine call has gone out
 * it counts, and the generation runs to its end and is stored in the history, so the person can reopen it. Refunds stay
 * for failures (engine error, invalid answer twice, time budget, storage).
 */
import type { z } from "zod";
import type { AppContext } from "../context";
import type { User } from "../../shared/schema";
import { effectivePlan, FREE_QUOTAS, type QuotaKey } from "../../shared/domain/plans";
import { toolEntry } from "../../shared/tools/manifest";
import {
  AiUnavailableError,
  AuthenticationError,
  FreeLimitError,
  RateLimitError,
  ValidationError,
} from "../http/errors";
import { parseOrThrow } from "../http/validate";
import { authorize } from "../http/access-policy";
import { outputSchemaFor, type GeneratorDefinition } from "./define-generator";
import type { AiEngine, GenerateResult } from "./engine";
import { createAiEngine } from "./engine-factory";
import { createQuotaRepository, periodKey, type Reservation } from "./quota.repository";
import { createGenerationsRepository, type DbOrTx } from "./generations.repository";

/**
 * Largest accepted tool input, as JSON characters (docs/product-rules.md#ai-output-is-checked: a maximum input size).
 */
export const MAX_INPUT_CHARS = 8_000;

export type PersistArgs<I, O> = { ctx: AppContext; tx: DbOrTx; user: User; input: I; output: O };

export type GeneratorHooks<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType = z.ZodType> = {
  /** When the request is not the tool's input (e.g. an id): its schema, and `prepare` turns it into the input. */
  request?: R;
  /** Loads what the tool needs (owned rows only: throw NotFoundError otherwise). Runs before any quota is taken. */
  prepare?: (ctx: AppContext, user: User, request: z.infer<R>) => Promise<z.infer<I>>;
  /** Stores the result (in the same transaction as the history row) and returns the response body. */
  persist?: (args: PersistArgs<z.infer<I>, z.infer<O>>) => Promise<Record<string, unknown>>;
  /** Fires when the caller goes away. Before the engine call: nothing is sent, nothing consumed. After: ignored. */
  signal?: AbortSignal;
};

export type GenerationMeta = { id: number; tool: string; engine: string; model: string; createdAt: string };

export type RunResult<O> = {
  body: Record<string, unknown> & { generation: GenerationMeta };
  output: O;
  engineResult: GenerateResult<O>;
};

/** The configured engine; tests and the server pass one in `services.ai`, otherwise it is built from env. */
export function engineOf(ctx: AppContext): AiEngine {
  return (ctx.services.ai ??= createAiEngine(ctx.env, ctx.logger));
}

/** The 402 message of a used-up free quota ("Free trial limit reached: ..."). */
export function limitMessage(quota: keyof typeof FREE_QUOTAS): string {
  const rule = FREE_QUOTAS[quota];
  const when = rule.period === "day" ? " today" : "";
  return `Free trial limit reached: you have used your ${rule.limit} free ${rule.label}${when}. Upgrade to Pro for unlimited generations.`;
}

/**
 * The signed-in user's row, fresh from the database (the plan is never read from the session cache,
 * docs/product-rules.md#plans-and-limits).
 */
export async function loadActiveUser(ctx: AppContext, sessionUser: User | undefined): Promise<User> {
  if (!sessionUser) throw new AuthenticationError();
  const user = await ctx.users.findById(sessionUser.id);
  if (!user || !user.isActive) throw new AuthenticationError();
  return user;
}

/**
 * Reserves one run atomically: a unit of the free quota (402 when used up) or, for Pro and unquota'd tools, of
 * the daily fair-use ceiling (429). Separate from runGenerator so the streaming mentor reserves the same way.
 */
export async function reserveRun(ctx: AppContext, user: User, quota: QuotaKey | undefined): Promise<Reservation> {
  const quotas = createQuotaRepository(ctx.db);
  if (effectivePlan(user) === "free" && quota) {
    const rule = FREE_QUOTAS[quota];
    const reservation = await quotas.reserve(user.id, quota, periodKey(rule.period), rule.limit);
    if (!reservation) throw new FreeLimitError(limitMessage(quota));
    return reservation;
  }
  const reservation = await quotas.reserve(user.id, "fair_use", periodKey("day"), ctx.env.FAIR_USE_DAILY_LIMIT);
  if (!reservation)
    throw new RateLimitError(
      `You have used today's fair-use allowance of ${ctx.env.FAIR_USE_DAILY_LIMIT} AI generations. It resets at midnight UTC.`,
    );
  return reservation;
}

/** Gives a reserved run back after a failure (a failed generation consumes nothing); a failed refund is logged. */
export async function refundRun(ctx: AppContext, reservation: Reservation, tool: string): Promise<void> {
  await createQuotaRepository(ctx.db)
    .refund(reservation)
    .catch((err) => ctx.logger.error({ err, tool }, "quota refund failed"));
}

/** The response body of a tool that stores nothing: its present() or the output as is. */
function presentOutput<I extends z.ZodType, O extends z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  output: z.infer<O>,
  input: z.infer<I>,
  createdAt: Date,
) {
  return tool.present ? tool.present(output, { input, createdAt }) : { ...(output as object) };
}

/** Runs one generation of `tool` for `user` from an unparsed request body. */
export async function runGenerator<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType = z.ZodType>(
  ctx: AppContext,
  tool: GeneratorDefinition<I, O>,
  sessionUser: User | undefined,
  rawInput: unknown,
  hooks: GeneratorHooks<I, O, R> = {},
): Promise<RunResult<z.infer<O>>> {
  if (!sessionUser) throw new AuthenticationError();
  if (JSON.stringify(rawInput ?? {}).length > MAX_INPUT_CHARS)
    throw new ValidationError("The request is too large. Please shorten your input.");
  const user = await loadActiveUser(ctx, sessionUser);
  // The plan gate is the access policy's (from the manifest), the free quota the manifest's, not the tool file's.
  const { quota } = toolEntry(tool.id);

  // A free user hears pro_required whatever the body says (docs/product-rules.md#money-maker-and-growth-plans): the
  // gate comes before parsing. The route's gate has asked already; a caller outside a route is held to it here.
  authorize(user, tool.id);
  let input: z.infer<I>;
  if (hooks.request && hooks.prepare) {
    const request = parseOrThrow(hooks.request, rawInput);
    input = parseOrThrow(tool.input, await hooks.prepare(ctx, user, request));
  } else {
    input = parseOrThrow(tool.input, rawInput);
  }

  const reservation = await reserveRun(ctx, user, quota);

  try {
    if (hooks.signal?.aborted) throw new AiUnavailableError("The request was cancelled.", 499);
    const engine = engineOf(ctx);
    // No abort signal: the call is paid once it has gone out, so it finishes and is stored
    // (docs/product-rules.md#streaming).
    const engineResult = await engine.generate(tool, input, { budgetMs: ctx.env.AI_TIME_BUDGET_MS });
    // Engines validate already; this second check keeps a misbehaving engine from reaching storage.
    const checked = outputSchemaFor(tool, input).safeParse(engineResult.output);
    if (!checked.success)
      throw new AiUnavailableError("The AI engine returned an answer we could not use. Please try again.", 502);
    const output = checked.data as z.infer<O>;

    const history = createGenerationsRepository(ctx.db);
    const record = {
      userId: user.id,
      tool: tool.id,
      input,
      output,
      engine: engineResult.engine,
      model: engineResult.model,
      durationMs: Math.round(engineResult.durationMs),
      promptTokens: engineResult.promptTokens,
      completionTokens: engineResult.completionTokens,
    };
    const counters = tool.counters?.(output) ?? {};
    const persist = hooks.persist;
    // Without a persist hook the history row and counters are one statement; with one, one short transaction.
    const { body, generation } = persist
      ? await ctx.db.transaction(async (tx) => {
          const stored = await persist({ ctx, tx, user, input, output });
          return { body: stored, generation: await history.insertWithCounters(record, counters, tx) };
        })
      : await history
          .insertWithCounters(record, counters)
          .then((g) => ({ body: presentOutput(tool, output, input, g.createdAt), generation: g }));
    if (tool.counters) ctx.users.forget(user.id);
    const meta: GenerationMeta = {
      id: generation.id,
      tool: tool.id,
      engine: generation.engine,
      model: generation.model,
      createdAt: generation.createdAt.toISOString(),
    };
    return { body: { ...body, generation: meta }, output, engineResult };
  } catch (err) {
    await refundRun(ctx, reservation, tool.id);
    throw err;
  }
}
