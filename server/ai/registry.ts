/**
 * The AI tool registry's types. Modules register their tools (`defineModule({ tools: [registerTool(...)] })`);
 * server/modules/index.ts collects them once and the app puts the registry on the context, so `ai/` imports
 * nothing from `modules/`. Every registration becomes `POST <endpoint>` (the tool's manifest entry) running runGenerator().
 */
import type { z } from "zod";
import type { AnyGenerator, GeneratorDefinition } from "./define-generator";
import type { GeneratorHooks } from "./run-generator";
import { toolEntry } from "../../shared/tools/manifest";
import { anyGenerator } from "../unchecked";

export type ToolRegistration = {
  tool: AnyGenerator;
  /** The route under the API router: the manifest's endpoint without `/api`. */
  path: string;
  /** prepare/persist of a tool that stores its result, from its own module's service. */
  hooks?: GeneratorHooks<z.ZodType, z.ZodType, z.ZodType>;
  /** HTTP status of a success (201 when the call creates a stored record). */
  status: 200 | 201;
  /** Schema of the response body without `generation`: what persist (or the tool's present) returns. */
  response: z.ZodType;
  /** Schema of the request when it is not the tool's input (hooks.request), else the tool's input. */
  request: z.ZodType;
};

type StorageOptions<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType> = {
  hooks?: GeneratorHooks<I, O, R>;
  status?: 200 | 201;
  response?: z.ZodType;
};

/** One registry line: a tool and, when it stores its result, its module's hooks and response schema. */
export function registerTool<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType = z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  options: StorageOptions<I, O, R> = {},
): ToolRegistration {
  const endpoint = toolEntry(tool.id).endpoint;
  if (!endpoint) throw new Error(`AI tool ${tool.id} has no endpoint in shared/tools/manifest.ts`);
  const kept = anyGenerator(tool, options.hooks);
  return {
    tool: kept.tool,
    path: endpoint.slice("/api".length),
    hooks: kept.hooks,
    status: options.status ?? 200,
    response: options.response ?? tool.response ?? tool.output,
    request: options.hooks?.request ?? tool.input,
  };
}

export type ToolRegistry = {
  readonly list: readonly ToolRegistration[];
  /** A registered tool by id (history labels). */
  byId(id: string): AnyGenerator | undefined;
};

/** The registry of the given registrations; a repeated id or path is a programming error caught at start. */
export function createToolRegistry(registrations: readonly ToolRegistration[]): ToolRegistry {
  const ids = new Map<string, ToolRegistration>();
  const paths = new Set<string>();
  for (const r of registrations) {
    if (ids.has(r.tool.id)) throw new Error(`AI tool id registered twice: ${r.tool.id}`);
    if (paths.has(r.path)) throw new Error(`AI tool path registered twice: ${r.path}`);
    ids.set(r.tool.id, r);
    paths.add(r.path);
  }
  return { list: registrations, byId: (id) => ids.get(id)?.tool };
}
