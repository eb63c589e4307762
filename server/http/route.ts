/**
 * The typed route helper: it serves an entry of the endpoint table (shared/contracts/endpoints/,
 * docs/decisions/862-one-endpoint-table.md), which names the route's method, path, access (an action of
 * server/http/access-policy.ts: a tool id or a named action such as "signed-in" or "admin.users"), schemas, status
 * and answer. The handler gets the parsed, typed input; what it returns (a presenter's result) is written as JSON with
 * the entry's status, checked against the entry's answer in tests and development.
 *
 *   const routes = createRoutes(ctx.guards);
 *   routes.serve(businessIdeasEndpoints.update, async ({ user, params, body }) => ({
 *     product: await ideas.update(user.id, params.id, body),
 *   }));
 *   return routes.router;
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import type { z } from "zod";
import type { User } from "../../shared/schema";
import type { Guards } from "./guards";
import { publicRoute, type Action, type LevelOf } from "./access-policy";
import { parseOrThrow } from "./validate";
import type { EndpointSpec } from "../../shared/contracts/endpoint";
import {
  answers,
  describeResponse,
  isNonJson,
  reportMismatch,
  responds,
  tagResponse,
  watchResponse,
  type NonJson,
  type ResponseDeclaration,
} from "./response-contract";

export { answers };

type Maybe = z.ZodType | undefined;
type Parsed<S extends Maybe> = S extends z.ZodType ? z.infer<S> : undefined;

export type RouteSpec<
  P extends Maybe,
  Q extends Maybe,
  B extends Maybe,
  A extends Action,
  R extends ResponseDeclaration,
> = {
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Middleware run after the access check and before parsing (rate limits). */
  use?: readonly RequestHandler[];
  /** Success status: 200 by default (or what the handler set on `res`), 201 for a created record, 204 for no body. */
  status?: 200 | 201 | 202 | 204;
  /**
   * Required: the answer's contract (docs/decisions/822-a-contract-on-every-answer.md). A JSON answer names its
   * schema from shared/contracts: the handler must return its type (checked at compile time) and, in tests and
   * development, every body is checked against it as it is written. Any other answer names its marker
   * (`answers.empty` with status 204, `answers.csv`, `answers.file`, `answers.redirect`, `answers.stream`,
   * `answers.page`) and is written by the handler through `res`.
   */
  response: R;
};

export type RouteInput<P extends Maybe, Q extends Maybe, B extends Maybe, A extends Action> = {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in user (fresh from the database for admin and Pro routes). */
  user: LevelOf<A> extends "public" ? User | undefined : User;
  req: Request;
  res: Response;
};

type Handler<P extends Maybe, Q extends Maybe, B extends Maybe, A extends Action, R extends ResponseDeclaration> = (
  input: RouteInput<P, Q, B, A>,
) => Promise<R extends z.ZodType ? z.infer<R> : R extends NonJson ? unknown : never>;

type Method = "get" | "post" | "put" | "patch" | "delete";

/** What a route adds to its endpoint that only the server knows: middleware after the access check (rate limits, uploads). */
export type ServeOptions = { use?: readonly RequestHandler[] };

/**
 * A router whose routes parse their input once and answer what their handler returns. `serve(endpoint, handler)`
 * mounts an entry of the endpoint table (shared/contracts/endpoints/, docs/decisions/862-one-endpoint-table.md) at
 * its path below `mount`, where the app mounts this router ("/api" for a module's routes, "" for its pages).
 */
export function createRoutes(guards: Guards, mount: "/api" | "" = "/api") {
  const router = Router();

  const add =
    (method: Method) =>
    <
      P extends Maybe = undefined,
      Q extends Maybe = undefined,
      B extends Maybe = undefined,
      A extends Action = Action,
      R extends ResponseDeclaration = never,
    >(
      path: string,
      spec: RouteSpec<P, Q, B, A, R>,
      handler: Handler<P, Q, B, A, NoInfer<R>>,
    ): void => {
      // A route without a contract, or a 204 without `answers.empty`, is refused when the router is built.
      const declared = spec.response as ResponseDeclaration | undefined;
      const where = `${method.toUpperCase()} ${path}`;
      if (!declared)
        throw new Error(`Route ${where} declares no response (docs/decisions/822-a-contract-on-every-answer.md)`);
      if ((spec.status === 204) !== (declared === answers.empty))
        throw new Error(`Route ${where}: status 204 goes with response answers.empty, and only with it`);
      const json = !isNonJson(declared);
      const handle = async (req: Request, res: Response) => {
        watchResponse(res, declared); // tests and development only (docs/decisions/822-a-contract-on-every-answer.md)
        // Params first: a malformed id is reported before anything about the body.
        const input = {
          params: spec.params ? parseOrThrow(spec.params, req.params) : undefined,
          query: spec.query ? parseOrThrow(spec.query, req.query) : undefined,
          body: spec.body ? parseOrThrow(spec.body, req.body ?? {}) : undefined,
          user: req.user as User | undefined,
          req,
          res,
        } as RouteInput<P, Q, B, A>;
        const result = await handler(input);
        if (res.headersSent) return; // the handler answered itself (a redirect, a stream, a file)
        // The spec's status, else one the handler set (an import answers 200 for a preview, 202 once queued).
        const status = spec.status ?? res.statusCode;
        if (status === 204) {
          if (result === undefined || reportMismatch(res, "a 204 route returned a body")) res.status(204).end();
        } else if (
          json ||
          reportMismatch(res, `a route declaring ${describeResponse(declared)} returned without answering`)
        )
          res.status(status).json(result);
      };
      // The gate comes first: it checks the access and declares it (routeTable lists every route by it).
      router[method](path, guards.gate(spec.access), ...(spec.use ?? []), tagResponse(handle, declared));
    };

  const serve = <const E extends EndpointSpec>(
    ep: E,
    handler: Handler<E["params"], E["query"], E["body"], E["access"], NoInfer<E["response"]>>,
    options: ServeOptions = {},
  ): void => {
    if (!ep.path.startsWith(`${mount}/`)) throw new Error(`${ep.method} ${ep.path} is not served below "${mount}"`);
    const spec = { ...ep, use: options.use };
    add(ep.method.toLowerCase() as Method)(ep.path.slice(mount.length), spec, handler);
  };

  // Only entries of the table are served: a route cannot be born beside it (docs/decisions/862-one-endpoint-table.md).
  return { router, serve };
}

/**
 * The first handlers of a public route mounted outside the route helper (a signed webhook, /api/health and /api/config,
 * answered before the session): its access gate and its answer's contract, both from its endpoint-table entry.
 *
 *   api.get(path, ...rawEndpoint(opsEndpoints.health), handler)
 */
export function rawEndpoint(ep: EndpointSpec): RequestHandler[] {
  if (ep.access !== "public") throw new Error(`${ep.method} ${ep.path}: only a public endpoint is mounted raw`);
  return [publicRoute(), responds(ep.response)];
}
