/** The one place that writes error bodies: `{ message, code }` (+ details), never a stack or SQL. */
import type { ErrorRequestHandler, RequestHandler } from "express";
import { AppError, NotFoundError } from "./errors";

// 57014: a statement cancelled by statement_timeout (a stalled or overloaded database).
const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57014",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown };
  if (!e) return false;
  if (e.code && DB_DOWN_CODES.has(e.code)) return true;
  if (
    typeof e.message === "string" &&
    /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Query read timeout/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDatabaseDown(e.cause) : false;
}

/** Unknown /api paths answer a JSON 404. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFoundError("API route not found"));

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, "error after headers were sent");
    res.end();
    return;
  }
  // body-parser errors
  const status = (err as { status?: number; type?: string }).status;
  const type = (err as { type?: string }).type;
  if (type === "entity.too.large") {
    res.status(413).json({ message: "Request body is too large", code: "payload_too_large" });
    return;
  }
  // express.json's verify step (verifyJsonDepth) refused the body; body-parser marks it 403, it is a 400.
  if (type === "entity.verify.failed" && err instanceof AppError) {
    res.status(400).json({ message: err.message, code: err.code });
    return;
  }
  if (type === "entity.parse.failed") {
    res.status(400).json({ message: "Request body is not valid JSON", code: "validation_error" });
    return;
  }
  if (err instanceof AppError) {
    // Payments not configured is the install's state, said once at start, not a failure.
    if (err.code === "payments_unavailable") res.locals.expectedFailure = true;
    else if (err.status >= 500) req.log?.warn({ code: err.code, msg: err.message }, "request failed");
    const body: Record<string, unknown> = { message: err.message, code: err.code };
    if (err.details !== undefined) body.details = err.details;
    res.status(err.status).json(body);
    return;
  }
  if (isDatabaseDown(err)) {
    req.log?.warn({ err }, "database unavailable");
    res.status(503).json({
      message: "The service is temporarily unavailable. Please try again shortly.",
      code: "service_unavailable",
    });
    return;
  }
  if (status && status >= 400 && status < 500) {
    res.status(status).json({ message: (err as Error).message || "Bad request", code: "bad_request" });
    return;
  }
  const requestId = String(req.id ?? "");
  req.log?.error({ err, reqId: requestId }, "unexpected error");
  res.status(500).json({ message: "Internal server error", code: "internal_error", requestId });
};
