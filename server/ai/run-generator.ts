/**
 * runGenerator(): the ONE path every AI tool takes — authentication, input parsing, the plan gate, the
 * per-minute AI limit and the atomic quota reservation (reserveRun, the only way to the engine), the engine
 * call inside the time budget, output validation, the tool's own storage, the history record and the user's
 * counters.
 *
 * A run is given back only when the engine failed (an error, an invalid answer twice, the time budget): nothing
 * reached the person. Once the engine has answered, the run counts whatever happens next (the caller hangs up,
 * the row it belongs to is deleted, storage fails), and the answer is kept in the history so the person can
 * reopen it (docs/product-rules.md#streaming, docs/decisions/931-a-run-counts-once-the-engine-answered.md).
 */
import type { z } from "zod";
import type { SQL } from "drizzle-orm";
import type { AppContext } from "../context";
import type { User } from "../../shared/schema";
import { effectivePlan, FREE_QUOTAS, type QuotaKey } from "../../shared/domain/plans";
import { toolEntry } from "../../shared/tools/manifest";
import {
  AiUnavailableError,
  AuthenticationError,
  FreeLimitError,
  NotFoundError,
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
import { isFreshRow } from "../users/users.repository";
import type { BasedOn, BusinessProfile } from "../../shared/contracts/business-profile";
import { basedOnFor, basedOnWith, profileFieldsOf } from "../../shared/tools/profile-inputs";
import { refuseUnreadable } from "./understanding/gate";

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
  /**
   * Reads the person's business profile; the answer's `basedOn` names the facts of it the run used
   * (docs/decisions/1470-business-profile-and-money-in-its-currency.md). Without it the answer used none.
   */
  profile?: ProfileReader;
};

/**
 * How a run reads the business profile without a round trip of its own: its sql member gives a scalar subquery (the
 * profile as JSON, or null) read in the reservation's statement, `parse` turns its value into the profile.
 */
export type ProfileReader = { sql: (userId: number) => SQL; parse: (read: unknown) => BusinessProfile | null };

export type GenerationMeta = { id: number; tool: string; engine: string; model: string; createdAt: string };

export type RunResult<O> = {
  body: Record<string, unknown> & { generation: GenerationMeta; basedOn: BasedOn };
  output: O;
  engineResult: GenerateResult<O>;
};

/**
 * The configured engine; tests and the server pass one in `services.ai`, otherwise it is built from env. Not
 * exported: callers get the engine from reserveRun(), so no path reaches it without the limits.
 */
function engineOf(ctx: AppContext): AiEngine {
  return (ctx.services.ai ??= createAiEngine(ctx.env, ctx.logger));
}

/** Whether the configured engine reads any language (a model does; the offline engine reads English). */
export function acceptsAnyLanguage(ctx: AppContext): boolean {
  return engineOf(ctx).name !== "offline";
}

/**
 * A reserved run: the engine to call, the quota unit to give back if the engine fails, and what the reservation's
 * statement read alongside (`reserveRun`'s `alongside`).
 */
export type EngineRun = { engine: AiEngine; reservation: Reservation; read?: unknown };

/** The 402 message of a used-up free quota ("Free trial limit reached: ..."). */
export function limitMessage(quota: keyof typeof FREE_QUOTAS): string {
  const rule = FREE_QUOTAS[quota];
  const when = rule.period === "day" ? " today" : "";
  return `Free trial limit reached: you have used your ${rule.limit} free ${rule.label}${when}. Upgrade to Pro for unlimited generations.`;
}

/**
 * The signed-in user's row, fresh from the database (the plan is never read from the session cache,
 * docs/product-rules.md#plans-and-limits). A session user this request has just read from the database (no cache
 * on a shared database, or a cache miss) is used as it is: reading it again would be one more round trip for the
 * same row.
 */
export async function loadActiveUser(ctx: AppContext, sessionUser: User | undefined): Promise<User> {
  if (!sessionUser) throw new AuthenticationError();
  const user = isFreshRow(sessionUser) ? sessionUser : await ctx.users.findById(sessionUser.id);
  if (!user || !user.isActive) throw new AuthenticationError();
  return user;
}

/**
 * The one way to the engine (docs/decisions/932-one-way-into-an-engine.md): counts one call against the user's
 * per-minute AI limit (429), then reserves one run atomically: a unit of the free quota (402 when used up) or,
 * for Pro and unquota'd tools, of the daily fair-use ceiling (429). Separate from runGenerator so the streaming
 * mentor reserves the same way; any new path to an engine must come through here.
 */
export async function reserveRun(
  ctx: AppContext,
  user: User,
  quota: QuotaKey | undefined,
  alongside?: SQL,
): Promise<EngineRun> {
  // The per-minute point and the unit in ONE statement (docs/decisions/843-ai-limit-and-quota-in-one-statement.md),
  // with whatever else the run needs read in it (`alongside`).
  const hit = ctx.limits.ai.hit(String(user.id));
  const quotas = createQuotaRepository(ctx.db);
  const free = effectivePlan(user) === "free" && quota;
  const { reservation, read } = free
    ? await quotas.reserveReading(
        user.id,
        quota,
        periodKey(FREE_QUOTAS[quota].period),
        FREE_QUOTAS[quota].limit,
        hit,
        alongside,
      )
    : await quotas.reserveReading(user.id, "fair_use", periodKey("day"), ctx.env.FAIR_USE_DAILY_LIMIT, hit, alongside);
  if (reservation === "rate_limited") throw new RateLimitError(hit?.message ?? "Too many requests.");
  if (!reservation) {
    if (free) throw new FreeLimitError(limitMessage(quota));
    throw new RateLimitError(
      `You have used today's fair-use allowance of ${ctx.env.FAIR_USE_DAILY_LIMIT} AI generations. It resets at midnight UTC.`,
    );
  }
  return { engine: engineOf(ctx), reservation, read };
}

/**
 * Gives a reserved run back when the engine failed and nothing of its answer reached the person (a failed
 * generation consumes nothing); never after the engine answered. A failed refund is logged.
 */
export async function refundRun(ctx: AppContext, run: EngineRun, tool: string): Promise<void> {
  await createQuotaRepository(ctx.db)
    .refund(run.reservation)
    .catch((err) => ctx.logger.error({ err, tool }, "quota refund failed"));
}

/** PostgreSQL's foreign_key_violation, as pg raises it or as drizzle wraps it. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === "23503" || e?.cause?.code === "23503";
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
  // What the person asked for (the request when it is not the input): the profile facts are matched against it.
  let asked: unknown;
  if (hooks.request && hooks.prepare) {
    const request = parseOrThrow(hooks.request, rawInput);
    asked = request;
    input = parseOrThrow(tool.input, await hooks.prepare(ctx, user, request));
  } else {
    input = parseOrThrow(tool.input, rawInput);
    asked = input;
  }
  // Text nobody can read is refused before a run is reserved (docs/decisions/1434-one-understanding-layer-one-text-gate.md).
  refuseUnreadable(input, tool.freeText, { anyLanguage: acceptsAnyLanguage(ctx) });

  // The profile is read in the reservation's statement, and only for a tool whose inputs it can fill or that reads it.
  const reader = hooks.profile && (profileFieldsOf(tool.id).length > 0 || tool.withProfile) ? hooks.profile : undefined;
  const run = await reserveRun(ctx, user, quota, reader?.sql(user.id));
  const profile = reader ? reader.parse(run.read) : null;
  let basedOn = basedOnFor(tool.id, profile, asked);

  let engineResult: GenerateResult<z.infer<O>>;
  let output: z.infer<O>;
  try {
    if (hooks.signal?.aborted) throw new AiUnavailableError("The request was cancelled.", 499);
    // Facts the tool reads as context (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
    if (tool.withProfile && profile) {
      const withFacts = tool.withProfile(input, profile);
      input = withFacts.input;
      basedOn = basedOnWith(profile, basedOn, withFacts.used);
    }
    // No abort signal: the call is paid once it has gone out, so it finishes and is stored (docs/product-rules.md#streaming).
    engineResult = await run.engine.generate(tool, input, { budgetMs: ctx.env.AI_TIME_BUDGET_MS });
    // Engines validate already; this second check keeps a misbehaving engine from reaching storage.
    const checked = outputSchemaFor(tool, input).safeParse(engineResult.output);
    if (!checked.success)
      throw new AiUnavailableError("The AI engine returned an answer we could not use. Please try again.", 502);
    output = checked.data as z.infer<O>;
  } catch (err) {
    // The engine failed: nothing reached the person, so the run consumes nothing.
    await refundRun(ctx, run, tool.id);
    throw err;
  }

  // The engine has answered: from here on the run counts, whatever storing it does (docs/decisions/931-a-run-counts-once-the-engine-answered.md).
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
    basedOn,
  };
  const counters = tool.counters?.(output) ?? {};
  const persist = hooks.persist;
  let stored: { body: Record<string, unknown>; generation: Awaited<ReturnType<typeof history.insertWithCounters>> };
  try {
    // Without a persist hook the history row and counters are one statement; with one, one short transaction.
    stored = persist
      ? await history.transaction(async (tx) => {
          const body = await persist({ ctx, tx, user, input, output });
          return { body, generation: await history.insertWithCounters(record, counters, tx) };
        })
      : await history
          .insertWithCounters(record, counters)
          .then((g) => ({ body: presentOutput(tool, output, input, g.createdAt), generation: g }));
  } catch (err) {
    if (!persist) throw err;
    // The tool's own row could not be stored (typically: what it belongs to was deleted meanwhile). The answer
    // is still kept in the history, where the person can reopen it.
    await history
      .insertWithCounters(record, {})
      .catch((e: unknown) => ctx.logger.error({ err: e, tool: tool.id }, "generation could not be kept"));
    if (isForeignKeyViolation(err))
      throw new NotFoundError(
        "What this was generated for was deleted while it was being generated. The result is kept in your history.",
      );
    throw err;
  }
  const { body, generation } = stored;
  if (tool.counters) ctx.users.forget(user.id);
  const meta: GenerationMeta = {
    id: generation.id,
    tool: tool.id,
    engine: generation.engine,
    model: generation.model,
    createdAt: generation.createdAt.toISOString(),
  };
  return { body: { ...body, basedOn, generation: meta }, output, engineResult };
}
