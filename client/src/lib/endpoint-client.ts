/**
 * Calls by the endpoint table (shared/contracts/endpoints/, docs/decisions/862-one-endpoint-table.md): the address,
 * the input's types, the answer's type and the cache key all come from the endpoint's entry, never restated here.
 * In development and tests every JSON answer is checked against its entry's schema: in tests a mismatch throws (the
 * test fails), in development it is logged and the answer is used as it came.
 *
 *   const { item } = await call(inventoryEndpoints.item, { params: { id } });
 *   useQuery(readQuery(inventoryEndpoints.item, { params: { id } }));
 */
import type { QueryFunctionContext } from "@tanstack/react-query";
import { contractProblem, isNonJson } from "@shared/contracts/answers";
import { endpointKey, endpointUrl, type EndpointSpec, type InputOf, type ResponseOf } from "@shared/contracts/endpoint";
import { throwIfResNotOk } from "./api-client";

type Args<E extends EndpointSpec> = Partial<InputOf<E>> extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/** The address of a call, for a link or a download (`<a href={urlOf(ep, input)}>`). */
export function urlOf<E extends EndpointSpec>(ep: E, ...[input]: Args<E>): string {
  return endpointUrl(ep, input as Input);
}

/** The cache key of a read (shared/contracts/endpoint.ts `endpointKey`): invalidate ["/api/<area>"] to refresh an area. */
export function keyOf<E extends EndpointSpec>(ep: E, ...[input]: Args<E>): readonly unknown[] {
  return endpointKey(ep, input as Input);
}

const checkMode: "throw" | "log" | undefined =
  import.meta.env.MODE === "test" ? "throw" : import.meta.env.DEV ? "log" : undefined;

/** Checks a JSON answer against its entry in development and tests (see the file's comment). */
function checked<E extends EndpointSpec>(ep: E, body: unknown): ResponseOf<E> {
  if (checkMode && !isNonJson(ep.response)) {
    const problem = contractProblem(ep.response, body);
    if (problem) {
      const line = `The answer of ${ep.method} ${ep.path} does not match its contract: ${problem}`;
      if (checkMode === "throw") throw new Error(line);
      console.error(line);
    }
  }
  return body as ResponseOf<E>;
}

/** Reads a body nobody needs to its end, so the connection is let go at once. */
async function discard(res: Response): Promise<void> {
  try {
    await res.arrayBuffer();
  } catch {
    /* the connection failed mid-body: it is closed either way */
  }
}

type Input = { params?: Record<string, string | number>; query?: object; body?: unknown };

/** The call itself, untyped: the exported functions type it from the entry. */
async function send<E extends EndpointSpec>(ep: E, input: Input = {}, signal?: AbortSignal): Promise<ResponseOf<E>> {
  const { body } = input;
  const form = typeof FormData !== "undefined" && body instanceof FormData;
  const res = await fetch(endpointUrl(ep, input), {
    method: ep.method,
    headers: body !== undefined && !form ? { "Content-Type": "application/json" } : {},
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  if (isNonJson(ep.response)) {
    await discard(res);
    return undefined as ResponseOf<E>;
  }
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    await discard(res);
    throw new Error(`Expected JSON response but received ${type || "no content type"}`);
  }
  return checked(ep, await res.json());
}

/**
 * One call: credentials sent, a JSON body (or the FormData of an upload), an error answer thrown as an ApiError
 * (api-client.ts), a JSON answer checked and returned; an answer that is not JSON (204, a file) resolves to undefined.
 */
export function call<E extends EndpointSpec>(ep: E, ...[input]: Args<E>): Promise<ResponseOf<E>> {
  return send(ep, input as Input);
}

/**
 * A call whose answer the caller reads itself (a stream of events): the request as `call` sends it, with the
 * `Accept` header given; an error answer throws an ApiError, a success returns the response unread.
 */
export async function open<E extends EndpointSpec>(
  ep: E,
  input: InputOf<E>,
  options: { accept: string; signal?: AbortSignal },
): Promise<Response> {
  const { body } = input as Input;
  const res = await fetch(endpointUrl(ep, input as Input), {
    method: ep.method,
    headers: { ...(body !== undefined ? { "Content-Type": "application/json" } : {}), Accept: options.accept },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/**
 * A read where 401 means "nobody is signed in" rather than an error: null then (the current user, the sign-in
 * screen's checks).
 */
export async function callOrNull<E extends EndpointSpec>(ep: E, ...args: Args<E>): Promise<ResponseOf<E> | null> {
  try {
    return await call(ep, ...args);
  } catch (err) {
    if ((err as { status?: number }).status === 401) return null;
    throw err;
  }
}

/**
 * The options of a `useQuery` for one read: its key and its call (the query's abort signal passed on).
 * `select` and the rest are the caller's: `useQuery({ ...readQuery(ep, input), select: (r) => r.items })`.
 */
export function readQuery<E extends EndpointSpec>(ep: E, ...[input]: Args<E>) {
  return {
    queryKey: endpointKey(ep, input as Input),
    queryFn: ({ signal }: QueryFunctionContext) => send(ep, input as Input, signal),
  };
}
