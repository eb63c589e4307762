/**
 * The error rules of the request layer (docs/spec-notes.md#error-display): an error answer becomes an ApiError whose
 * message is `status: detail`. The calls themselves are endpoint-client.ts's, by the endpoint table.
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
