/**
 * The endpoint table's one shape (docs/decisions/862-one-endpoint-table.md). Every route of the API is an entry of
 * shared/contracts/endpoints/: its method, full path, access, the schemas of its params, query and body, its
 * success status and its answer's contract. The server mounts its routes from these entries (server/http/route.ts
 * `routes.serve`) and refuses a route that is not one; the client derives its calls, query keys and types from the
 * same entries (client/src/lib/endpoint-client.ts); the component tests' fake API refuses a fake answer that breaks
 * its entry's contract (tests/component/support/fake-api.ts).
 *
 *   export const inventoryEndpoints = {
 *     item: endpoint({ method: "GET", path: "/api/inventory/:id", access: "inventory-tracker",
 *       params: idParamsSchema, response: inventoryItemDetailResponseSchema }),
 *   };
 */
import type { z } from "zod";
import type { Action } from "./access";
import { answers, type ResponseDeclaration } from "./answers";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type EndpointSpec = {
  method: Method;
  /** The full path as Express matches it, `/api/...` (`:name` marks a parameter). */
  path: `/${string}`;
  /** Who may call (shared/contracts/access.ts). */
  access: Action;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; for an upload (`upload: true`) the multipart form's text fields. */
  body?: z.ZodType;
  /** The body is a multipart form with a file (the client sends FormData). */
  upload?: true;
  /** Success status: 200 by default, 201 for a created record, 202 for queued work, 204 with `answers.empty`. */
  status?: 200 | 201 | 202 | 204;
  /** The answer's contract: a zod schema of the JSON body, or a marker of `answers` (a file, a redirect, ...). */
  response: ResponseDeclaration;
};

/** Declares an endpoint; its literal types (method, path, access) are kept for both sides' types. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  if ((spec.status === 204) !== (spec.response === answers.empty))
    throw new Error(`${spec.method} ${spec.path}: status 204 goes with response answers.empty, and only with it`);
  return Object.freeze(spec);
}

// ---- Types both sides read --------------------------------------------------------------------------------------

type Split<S extends string, D extends string> = S extends `${infer H}${D}${infer T}` ? H | Split<T, D> : S;
/** The `:name` parameters of a path ("/api/logos/:id/:index.:format" has id, index and format). */
export type PathParamNames<P extends string> =
  Split<Split<P, "/">, "."> extends infer S ? (S extends `:${infer N}` ? N : never) : never;

/** What a caller passes for the path's parameters. */
export type ParamsOf<E extends EndpointSpec> = Record<PathParamNames<E["path"]>, string | number>;
/** The query a caller passes (the schema's input: defaults may be left out). */
export type QueryOf<E extends EndpointSpec> = E["query"] extends z.ZodType ? z.input<E["query"]> : never;
/** The body a caller sends: the schema's input, or a FormData for an upload. */
export type BodyOf<E extends EndpointSpec> = E["upload"] extends true
  ? FormData
  : E["body"] extends z.ZodType
    ? z.input<E["body"]>
    : never;
/** The JSON answer (what the server's handler returns); `void` for 204 and the other non-JSON answers. */
export type ResponseOf<E extends EndpointSpec> = E["response"] extends z.ZodType ? z.output<E["response"]> : void;

type Key<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: undefined }
  : Partial<T> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };
/** The input of a call: the params the path names, the query and the body, each required when it must be given. */
export type InputOf<E extends EndpointSpec> = Key<
  "params",
  [PathParamNames<E["path"]>] extends [never] ? never : ParamsOf<E>
> &
  Key<"query", QueryOf<E>> &
  Key<"body", BodyOf<E>>;

// ---- Addresses --------------------------------------------------------------------------------------------------

/** The query as the URL carries it: undefined and null left out, a list as repeated keys, in the object's order. */
export function queryString(query: object | undefined): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The path with its parameters filled in (each one encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The address of one call: its path filled in and its query. */
export function endpointUrl<E extends EndpointSpec>(
  ep: E,
  input: { params?: Record<string, string | number>; query?: object } = {},
): string {
  return fillPath(ep.path, input.params) + queryString(input.query);
}

/**
 * The cache key of a read: its path's segments with the parameters filled in, the first two joined ("/api/inventory",
 * "12", "movements"), then the query when there is one. Every read under /api/inventory starts with
 * ["/api/inventory"], so invalidating that key refreshes them all.
 */
export function endpointKey<E extends EndpointSpec>(
  ep: E,
  input: { params?: Record<string, string | number>; query?: object } = {},
): readonly unknown[] {
  const [, api, first, ...rest] = fillPath(ep.path, input.params).split("/");
  const key: unknown[] = [`/${api}/${first}`, ...rest];
  const query = input.query && Object.entries(input.query).filter(([, v]) => v !== undefined && v !== "");
  if (query?.length) key.push(Object.fromEntries(query));
  return key;
}

/** A matcher of concrete paths for an endpoint's path ("/api/inventory/12" matches "/api/inventory/:id"). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(":") ? "([^/]+?)" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/**
 * The entry that answers `method path` (a concrete path), or undefined. A literal segment wins over a parameter
 * (`/api/inventory/summary` is the summary, not the item "summary"), as Express's declaration order makes it.
 */
export function findEndpoint<E extends EndpointSpec>(table: readonly E[], method: string, path: string): E | undefined {
  const matches = table.filter((ep) => ep.method === method.toUpperCase() && pathPattern(ep.path).test(path));
  return matches.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const paramCount = (path: string) => (path.match(/:[A-Za-z0-9_]+/g) ?? []).length;
