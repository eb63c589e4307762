/** The one logger: structured JSON (pino) with secrets redacted. No console.* in server code. */
import pino from "pino";

export type Logger = pino.Logger;

const redact = {
  paths: [
    "password", "*.password", "*.*.password", "confirmPassword", "*.confirmPassword",
    "req.headers.cookie", "req.headers.authorization", "res.headers[\"set-cookie\"]",
    "*.apiKey", "*.secret", "*.clientSecret", "headers.cookie", "headers.authorization",
  ],
  censor: "[redacted]",
};

/** Builds the logger; pretty output in development when pino-pretty is installed. */
export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact,
    transport: pretty ? { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } : undefined,
  });
}
