/**
 * Every route's answer has a contract (docs/decisions/822-a-contract-on-every-answer.md): a zod schema from
 * shared/contracts for a JSON answer, or a marker saying which other kind of answer the route writes itself.
 * In tests and development every JSON answer is checked against it as it is written (the wire form, after
 * `JSON.stringify`, including fields the schema does not name); error bodies against `errorBodySchema`. In tests a
 * mismatch answers 500 and is recorded so the test fails (tests/support/response-contracts.ts); in development it
 * is logged and the answer goes out unchanged; in production nothing is checked.
 */
import type { Express, RequestHandler, Response } from "express";
import { errorBodySchema } from "../../shared/contracts/common";
import {
  answers,
  contractProblem,
  describeResponse,
  isNonJson,
  type NonJson,
  type NonJsonKind,
  type ResponseDeclaration,
} from "../../shared/contracts/answers";

export { answers, describeResponse, isNonJson };
export type { NonJson, NonJsonKind, ResponseDeclaration };

const DECLARED = Symbol("response");
/** A route handler tagged with the answer it declares (routeTable reads it). */
type Declaring = { [DECLARED]?: ResponseDeclaration };

export function tagResponse<H extends object>(handler: H, declared: ResponseDeclaration): H & Declaring {
  return Object.assign(handler, { [DECLARED]: declared });
}

/** The declaration among a route's handlers, if any. */
export function declaredResponse(handlers: readonly unknown[]): ResponseDeclaration | undefined {
  for (const h of handlers) {
    const d = (h as Declaring | null)?.[DECLARED];
    if (d) return d;
  }
  return undefined;
}

/** "fail" in tests, "log" in development, undefined in production (nothing is checked, nothing is wrapped). */
type CheckMode = "fail" | "log";
const MODE = "responseContracts";

/** Sets the app's check mode from its NODE_ENV (app.ts). */
export function enableResponseChecks(app: Express, nodeEnv: string): void {
  if (nodeEnv === "test") app.locals[MODE] = "fail" satisfies CheckMode;
  else if (nodeEnv === "development") app.locals[MODE] = "log" satisfies CheckMode;
  // Production, or a bench measuring what production does (tests/support/test-app.ts `responseChecks: false`).
  else delete app.locals[MODE];
}

/** Mismatches seen in this process while checking in "fail" mode; the test support fails the test on any. */
export const contractViolations: string[] = [];

const ORIGINAL_JSON = "contractUncheckedJson";
const where = (res: Response) => `${res.req.method} ${res.req.originalUrl.split("?")[0]}`;

/**
 * In tests and development, checks every JSON body `res` writes: a success against `declared` (a route declaring
 * a non-JSON answer must not write JSON), an error status against errorBodySchema. Does nothing in production.
 */
export function watchResponse(res: Response, declared: ResponseDeclaration | undefined): void {
  const mode = res.app.locals[MODE] as CheckMode | undefined;
  if (!mode) return;
  // A later watch (the route's) replaces an earlier one (every /api answer's): each body is checked once.
  const json = ((res.locals[ORIGINAL_JSON] as Response["json"] | undefined) ??= res.json.bind(res));
  res.json = (body: unknown) => {
    const error = res.statusCode >= 400;
    const schema = error ? errorBodySchema : declared && !isNonJson(declared) ? declared : undefined;
    const problem = schema
      ? contractProblem(schema, body)
      : declared
        ? `a JSON answer from a route that declares ${describeResponse(declared)}`
        : undefined;
    if (!problem) return json(body);
    const line = `${where(res)} ${res.statusCode}: ${problem}`;
    return contractBroken(res, mode, line) ? json(body) : json(brokenBody(line));
  };
}

/** A mismatch the route helper finds itself (a 204 handler that returned a body); false when it answered 500. */
export function reportMismatch(res: Response, problem: string): boolean {
  const mode = res.app.locals[MODE] as CheckMode | undefined;
  if (!mode) return true;
  const line = `${where(res)}: ${problem}`;
  if (contractBroken(res, mode, line)) return true;
  const json = (res.locals[ORIGINAL_JSON] as Response["json"] | undefined) ?? res.json.bind(res);
  json(brokenBody(line));
  return false;
}

const brokenBody = (line: string) => ({
  message: `The answer does not match its contract: ${line}`,
  code: "internal_error",
});

/** Logs the mismatch; in tests records it and sets 500 (returns false: send the 500), in development returns true. */
function contractBroken(res: Response, mode: CheckMode, line: string): boolean {
  res.req.log?.error({ contract: line }, "answer does not match its contract");
  if (mode === "log") return true;
  contractViolations.push(line);
  res.status(500);
  return false;
}

/** For routes outside the route helper: declares the answer (first after the access gate) and checks it. */
export function responds(declared: ResponseDeclaration): RequestHandler {
  return tagResponse<RequestHandler>((_req, res, next) => {
    watchResponse(res, declared);
    next();
  }, declared);
}

/** Every /api answer's error body is checked too, even where no route matched (apiNotFound, gates, body parsing). */
export const watchErrorBodies: RequestHandler = (_req, res, next) => {
  watchResponse(res, undefined);
  next();
};
