/**
 * The AI tool registry's types. Modules register their tools (`defineModule({ tools: [registerTool(...)] })`);
 * server/modules/index.ts collects them once and the app puts the registry on the context, so `ai/` imports
 * nothing from `modules/`. Every registration names its entry of the endpoint table
 * (shared/contracts/endpoints/generations.ts), served as `POST <path>` running runGenerator(); the entry's path is
 * the tool's manifest `endpoint` and its access the tool's id, or the registration is refused at start.
 */
import type { z } from "zod";
import type { EndpointSpec } from "../../shared/contracts/endpoint";
import type { AnyGenerator, GeneratorDefinition } from "./define-generator";
import type { GeneratorHooks } from "./run-generator";
import { toolEntry } from "../../shared/tools/manifest";
import { anyGenerator } from "../unchecked";

/** A generator's entry of the endpoint table: a POST with a JSON body and a JSON answer. */
export type GeneratorEndpoint = EndpointSpec & {
  method: "POST";
  body: z.ZodType;
  status?: 200 | 201;
  response: z.ZodType;
};

export type ToolRegistration = {
  tool: AnyGenerator;
  /** The tool's entry of the endpoint table: method, path, access, request, status and answer. */
  endpoint: GeneratorEndpoint;
  /** The route under the API router: the manifest's endpoint without `/api`. */
  path: string;
  /** prepare/persist of a tool that stores its result, from its own module's service. */
  hooks?: GeneratorHooks<z.ZodType, z.ZodType, z.ZodType>;
  /** HTTP status of a success (201 when the call creates a stored record). */
  status: 200 | 201;
  /** Schema of the whole answer: what persist (or the tool's present) returns, with `generation` and `basedOn`. */
  response: z.ZodType;
  /** Schema of the request when it is not the tool's input (hooks.request), else the tool's input. */
  request: z.ZodType;
};

type RegistrationOptions<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType> = {
  /** The tool's entry of shared/contracts/endpoints/generations.ts. */
  endpoint: GeneratorEndpoint;
  hooks?: GeneratorHooks<I, O, R>;
};

/**
 * One registry line: a tool, its endpoint-table entry and, when it stores its result, its module's hooks. The entry
 * must be the tool's: its path the manifest's `endpoint`, its access the tool's id, its body the request the run
 * parses (the hooks' request, else the tool's input).
 */
export function registerTool<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType = z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  options: RegistrationOptions<I, O, R>,
): ToolRegistration {
  const { endpoint } = options;
  const manifestPath = toolEntry(tool.id).endpoint;
  if (!manifestPath) throw new Error(`AI tool ${tool.id} has no endpoint in shared/tools/manifest.ts`);
  if (endpoint.path !== manifestPath)
    throw new Error(
      `AI tool ${tool.id}: its entry's path ${endpoint.path} is not its manifest endpoint ${manifestPath}`,
    );
  if (endpoint.access !== tool.id) throw new Error(`AI tool ${tool.id}: its entry's access is ${endpoint.access}`);
  const request = options.hooks?.request ?? tool.input;
  if (endpoint.body !== request)
    throw new Error(`AI tool ${tool.id}: its entry's body is not the request the run parses`);
  const kept = anyGenerator(tool, options.hooks);
  return {
    tool: kept.tool,
    endpoint,
    path: endpoint.path.slice("/api".length),
    hooks: kept.hooks,
    status: endpoint.status ?? 200,
    response: endpoint.response,
    request,
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
