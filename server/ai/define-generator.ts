/**
 * The generator contract: one pure definition per AI tool (no HTTP, no database, no SDK).
 * runGenerator() does everything else (auth, plan gate, quota, engine, validation, history, errors).
 */
import type { z } from "zod";
import type { ToolId } from "../../shared/tools/manifest";
import type { BusinessProfile, ProfileField } from "../../shared/contracts/business-profile";

/** User counters a generation advances (users.totalIdeasGenerated, users.totalLogosCreated). */
export type CounterKey = "totalIdeasGenerated" | "totalLogosCreated";

/** What present() may use besides the output: the parsed input and the history record's time. */
export type PresentContext<In> = { input: In; createdAt: Date };

export type GeneratorDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  /**
   * Stable id: the `tool` column of the history and the `?tool=` of GET /api/generations. Its entry in
   * shared/tools/manifest.ts gives the plan gate and the free quota.
   */
  id: ToolId;
  /** Input schema (messages are the specification's wording). */
  input: I;
  /** Output schema; `.describe()` texts become the JSON-schema hints the model sees. */
  output: O;
  /**
   * The input's free-text fields (keys of strings or string lists; `a.b` for a nested one): runGenerator() refuses
   * text it cannot read in them before any run is used (docs/decisions/1434-one-understanding-layer-one-text-gate.md).
   */
  freeText?: readonly string[];
  /** A valid request body: the table-driven API test (tests/api/ai-tools.test.ts) runs every tool with it. */
  example: z.input<I>;
  /** The system message: the model's role and the rules of its answer. */
  system: string;
  /**
   * The output schema for one input, when validity depends on the request (a piece's word count must fit the
   * length asked for): a refinement of `output`. Every engine and runGenerator() validate with it.
   */
  outputFor?: (input: z.infer<I>) => z.ZodType<z.infer<O>>;
  /** The user message, built from the parsed input; carries every input that should shape the answer. */
  prompt: (input: z.infer<I>) => string;
  /**
   * When a model answers something other than the output (the assumptions and words our code derives the figures
   * from, docs/decisions/1410-plan-figures-from-assumptions.md): the schema of its answer, which the prompt's JSON
   * schema is made from, and how our code turns a parsed answer into the output. Without it a model answers the output.
   */
  answer?: ModelAnswer<z.infer<I>, z.infer<O>>;
  /**
   * Profile facts the tool reads as context rather than as form inputs (the person's currency, exact budget, hours):
   * runGenerator() reads the profile for such a tool and gives it the input here before the engine; `used` names the
   * fields the answer really used, added to its `basedOn`
   * (docs/decisions/1471-plans-carry-funding-and-the-persons-currency.md).
   */
  withProfile?: (input: z.infer<I>, profile: BusinessProfile) => { input: z.infer<I>; used: readonly ProfileField[] };
  /** The offline engine's answer: deterministic for the same input, shaped by every input. */
  offline: (input: z.infer<I>) => z.infer<O>;
  /** How far each user counter moves for one successful generation. */
  counters?: (output: z.infer<O>) => Partial<Record<CounterKey, number>>;
  /** A short human label of one input, for history lists. */
  label?: (input: z.infer<I>) => string;
  /**
   * Shapes the response body of a tool that stores nothing (default: the output as is). Tools that store
   * their result answer what their module's `persist` returns instead.
   */
  present?: (output: z.infer<O>, ctx: PresentContext<z.infer<I>>) => Record<string, unknown>;
  /** Schema of the response body without `generation` (shared/contracts); default: the output schema. */
  response?: z.ZodType;
};

/** A model's answer schema and the code that turns an answer into the tool's output. */
export type ModelAnswer<In, Out> = {
  schema: z.ZodType;
  /** Called with an answer that passed `schema`. */
  finish: (answer: unknown, input: In) => Out;
};

/** Pins an answer schema to its finishing code: `finish` receives the parsed answer, typed. */
export function modelAnswer<A extends z.ZodType, In, Out>(
  schema: A,
  finish: (answer: z.infer<A>, input: In) => Out,
): ModelAnswer<In, Out> {
  return { schema, finish: (answer, input) => finish(schema.parse(answer), input) };
}

/** Declares a tool; identity at runtime, but it pins the input/output types together. */
export function defineGenerator<I extends z.ZodType, O extends z.ZodType>(
  definition: GeneratorDefinition<I, O>,
): GeneratorDefinition<I, O> {
  return definition;
}

/** The schema an answer to `input` must pass: the tool's `outputFor(input)` or its output schema. */
export function outputSchemaFor<I extends z.ZodType, O extends z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  input: z.infer<I>,
): z.ZodType<z.infer<O>> {
  return tool.outputFor ? tool.outputFor(input) : (tool.output as z.ZodType<z.infer<O>>);
}

export type AnyGenerator = GeneratorDefinition<z.ZodType, z.ZodType>;
