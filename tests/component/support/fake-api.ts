/**
 * A fake of the HTTP API for component tests: answers `fetch` by "METHOD /path" and records every call with
 * its JSON body, so a test can assert what a form sent. Calls no route answers get 404 and are recorded too.
 */
import { vi } from "vitest";

export type Call = { method: string; path: string; search: string; body: unknown };
/** A JSON answer, or a text one with its content type (e.g. a server-sent event stream). */
type Answer = { status?: number; json?: unknown; text?: string; type?: string };
/** A route answers at once, or when the promise it returns settles (a slow server). */
type Route = Answer | ((call: Call) => Answer | Promise<Answer>);

export function fakeApi(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    // A JSON body as sent; a multipart form as its fields, a file by its name.
    const body =
      typeof init?.body === "string"
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? Object.fromEntries([...init.body].map(([k, v]) => [k, typeof v === "string" ? v : v.name]))
          : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === "function"
        ? await route(call)
        : (route ?? { status: 404, json: { message: "Not found", code: "not_found" } });
    if (answer.text !== undefined)
      return new Response(answer.text, {
        status: answer.status ?? 200,
        headers: { "content-type": answer.type ?? "text/plain" },
      });
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: answer.json === undefined ? {} : { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return {
    calls,
    /** The bodies sent to "METHOD /path", in order. */
    sent: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => c.body),
  };
}
