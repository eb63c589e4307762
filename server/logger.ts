/**
 * The one logger: structured JSON (pino), readable in a development terminal (pino-pretty). Logs never carry
 * query parameters, password hashes, session ids or keys (docs/operations.md#security-behaviour): secrets are redacted
 * by path, and every logged error goes through `safeError`, which keeps what helps debugging and drops what may hold
 * data.
 */
import pino from "pino";

export type Logger = pino.Logger;

const redact = {
  paths: [
    "password",
    "*.password",
    "*.*.password",
    "confirmPassword",
    "*.confirmPassword",
    "passwordHash",
    "*.passwordHash",
    "token",
    "*.token",
    "sid",
    "*.sid",
    "sessionId",
    "*.sessionId",
    "params",
    "*.params",
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "*.apiKey",
    "*.secret",
    "*.clientSecret",
    "headers.cookie",
    "headers.authorization",
  ],
  censor: "[redacted]",
};

type SafeError = {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  query?: string;
  stack?: string;
  cause?: SafeError;
};

/** Stack frames only: the first line of a stack repeats the message, which may hold data. */
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((l) => l.startsWith("    at "))
        .slice(0, 8)
        .join("\n")
    : undefined;

/**
 * An error as it may be logged. A database error (it has a SQLSTATE) keeps its code, constraint, table, column
 * and the SQL text with its `$1` placeholders, never the values or the driver's message and detail (which quote
 * values). Drizzle's "Failed query: ... params: ..." keeps the query, not the params.
 */
export function safeError(err: unknown, depth = 0): SafeError | string | undefined {
  if (err === undefined || err === null) return undefined;
  // A message logged as text: Drizzle's params (and anything after them) are cut off.
  if (typeof err === "string") return err.replace(/\nparams:[\s\S]*$/, "").slice(0, 500);
  if (typeof err !== "object") return "[non-error value]";
  const e = err as Record<string, unknown> & { name?: string; message?: unknown; code?: unknown; cause?: unknown };
  const out: SafeError = { type: e.constructor?.name ?? e.name ?? "Error" };
  const sqlState = typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code);
  if (typeof e.code === "string") out.code = e.code;
  if (sqlState) {
    for (const k of ["constraint", "table", "column", "routine"] as const)
      if (typeof e[k] === "string") out[k] = e[k] as string;
  } else if (typeof e.message === "string") {
    const failedQuery = /^Failed query: ([\s\S]*?)\nparams:/.exec(e.message);
    if (failedQuery) out.query = failedQuery[1].slice(0, 500);
    else if (!("query" in e)) out.message = e.message.slice(0, 300);
  }
  if (typeof e.query === "string") out.query = e.query.slice(0, 500);
  out.stack = framesOf(e.stack);
  if (e.cause && depth < 3) {
    const cause = safeError(e.cause, depth + 1);
    if (cause && typeof cause === "object") out.cause = cause;
  }
  return out;
}

/**
 * Builds the logger; pretty output (pino-pretty) when asked (a development terminal). `destination` lets the
 * tests capture what is written.
 */
export function createLogger(level: string, pretty = false, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact,
    serializers: { err: safeError },
    transport:
      pretty && !destination
        ? { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } }
        : undefined,
  };
  return destination ? pino(options, destination) : pino(options);
}
