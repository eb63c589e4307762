/**
 * The one request layer (docs/spec-notes.md#calls, #error-display): credentials always sent, JSON bodies,
 * errors as `status: detail`, reads that may treat 401 as no data, JSON required for reads.
 */

/** An error whose message is `status: detail`; status and code kept for callers that branch on them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    readonly body?: unknown,
  ) {
    super(`${status}: ${detail}`);
    this.name = "ApiError";
  }
}

const looksLikeHtml = (text: string) => /^\s*<(!doctype|html|head|body)/i.test(text);

/** Throws an ApiError for a non-success response, with the detail rules of docs/spec-notes.md#error-display. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || "";
  let detail = text || res.statusText;
  let code: string | undefined;
  let body: unknown;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("application/json") && text) {
    try {
      body = JSON.parse(text);
      const parsed = body as { message?: unknown; code?: unknown };
      if (typeof parsed.message === "string") detail = parsed.message;
      if (typeof parsed.code === "string") code = parsed.code;
    } catch {
      /* keep the text */
    }
  } else if (looksLikeHtml(text)) {
    detail = "Authentication required - please log in";
  }
  throw new ApiError(res.status, detail || res.statusText, code, body);
}

/**
 * Reads a body nobody needs to its end. A body left unread keeps its response open: the browser holds the
 * connection until garbage collection and the page never reaches network idle. Every path of this file reads
 * or discards its body; a body that fails half-way has nothing left to keep.
 */
async function discardBody(res: Response): Promise<void> {
  try {
    await res.arrayBuffer();
  } catch {
    /* the connection failed mid-body: it is closed either way */
  }
}

/** The call: JSON body with a JSON content type when a body exists; an error answer throws (its body read). */
async function send(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** A write whose answer the caller does not need (DELETE, sign-out): the answer is read and dropped. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<void> {
  await discardBody(await send(method, url, data));
}

/** A call, then the JSON body. */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await send(method, url, data);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** A read: 401 may mean "no data"; a non-JSON success fails with 'Expected JSON response but received ...'. */
export async function getJson<T>(url: string, on401: UnauthorizedBehavior = "throw"): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (on401 === "returnNull" && res.status === 401) {
    await discardBody(res);
    return null;
  }
  await throwIfResNotOk(res);
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    await discardBody(res);
    throw new Error(`Expected JSON response but received ${type || "no content type"}`);
  }
  return (await res.json()) as T;
}

/** True when an error is the server's free-plan limit (the toast and 'Upgrade Now' key on these words). */
export function isLimitError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return message.includes("limit reached") || message.includes("Free trial limit");
}

/** The server's message without the `status: ` prefix, for toasts that show the message alone. */
export function errorDetail(err: unknown): string | undefined {
  if (err instanceof ApiError) return err.detail;
  if (err instanceof Error) return err.message;
  return undefined;
}
