/**
 * A fake of the HTTP API for component tests: answers `fetch` by "METHOD /path" and records every call with
 * its JSON body, so a test can assert what a form sent. Calls no route answers get 404 and are recorded too.
 *
 * The fake is held to the endpoint table (docs/decisions/862-one-endpoint-table.md): a route that is no entry of the
 * table, or a successful JSON answer that breaks its entry's contract, fails the test where the fake is made (or,
 * for an answer computed per call, where it is answered). A fake cannot drift from the real API unnoticed.
 */
import { vi } from "vitest";
import { contractProblem, isNonJson } from "../../../shared/contracts/answers";
import { findEndpoint } from "../../../shared/contracts/endpoint";
import { ENDPOINTS } from "../../../shared/contracts/endpoints";

export type Call = { method: string; path: string; search: string; body: unknown };
/** A JSON answer, or a text one with its content type (e.g. a server-sent event stream). */
type Answer = { status?: number; json?: unknown; text?: string; type?: string };
/** A route answers at once, or when the promise it returns settles (a slow server). */
type Route = Answer | ((call: Call) => Answer | Promise<Answer>);

/** Broken answers of fakes computed per call, for the test's end to fail on. */
export const fakeViolations: string[] = [];

/** The table's entry for "METHOD /path", or an error naming the fake that answers no endpoint. */
function entryOf(key: string) {
  const [method, path] = key.split(" ");
  const entry = findEndpoint(ENDPOINTS, method, path);
  if (!entry) throw new Error(`The fake API answers "${key}", which no entry of the endpoint table serves`);
  return entry;
}

/** Throws when a successful JSON answer breaks its entry's contract. */
function checkAnswer(key: string, answer: Answer): void {
  const status = answer.status ?? 200;
  if (status >= 300 || answer.json === undefined) return;
  const entry = entryOf(key);
  if (isNonJson(entry.response)) throw new Error(`The fake API answers JSON for "${key}", whose entry answers no JSON`);
  const problem = contractProblem(entry.response, answer.json);
  if (problem) throw new Error(`The fake answer of "${key}" breaks its contract: ${problem}`);
}

export function fakeApi(routes: Record<string, Route>) {
  for (const [key, route] of Object.entries(routes)) {
    entryOf(key);
    if (typeof route !== "function") checkAnswer(key, route);
  }
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
    if (typeof route === "function")
      try {
        checkAnswer(`${method} ${url.pathname}`, answer);
      } catch (err) {
        // Recorded for the test's end (tests/component/setup.ts fails it), and answered as the broken server it is.
        fakeViolations.push((err as Error).message);
        return new Response(JSON.stringify({ message: (err as Error).message, code: "internal_error" }), {
          status: 500,
          headers: { "content-type": "application/json" },
        });
      }
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
