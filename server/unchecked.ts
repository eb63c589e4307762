/**
 * The one file where our code tells the type checker something it cannot check (docs/decisions/860-one-file-of-unchecked-casts.md).
 * Everywhere else a double cast (`as unknown as`) is a lint error. Each function here names what it relies on, and
 * tests/unit/unchecked.test.ts fails when a library upgrade takes that away.
 *
 * - Express 5 keeps an app's router at `app.router`, and each router's layers at `router.stack` (not in its types).
 * - Express gives each request the app's `request`/`response` objects as prototypes; ours are classes of our own
 *   whose prototypes take their place (docs/decisions/851-requests-born-with-express-prototypes.md).
 * - The tool registry keeps tools of many input and output types in one list (its callers parse by each tool's schemas).
 */
import type { Express, Router } from "express";
import type { AnyGenerator, GeneratorDefinition } from "./ai/define-generator";
import type { GeneratorHooks } from "./ai/run-generator";
import type { z } from "zod";

/** One layer of an Express router's stack, as Express 5 (router 2.x) builds it. */
export type RouterLayer = {
  route?: { path: string | RegExp; methods: Record<string, boolean>; stack: { handle: unknown }[] } | string;
  handle?: { stack?: RouterLayer[] } & Record<symbol, unknown>;
  rawPath?: string | RegExp;
  slash?: boolean;
};

/** The app's own router (Express 5 makes it lazily; a mounted route or `use` has made it by the time we read it). */
export function appRouter(app: Express): Router {
  return (app as unknown as { router: Router }).router;
}

/** A router's layers, in the order Express tries them. */
export function routerStack(router: Router): readonly RouterLayer[] {
  return (router as unknown as { stack: RouterLayer[] }).stack;
}

/** Makes `request` and `response` the prototypes Express gives each request of `app`. */
export function useAsAppPrototypes(app: Express, request: object, response: object): void {
  app.request = request as unknown as Express["request"];
  app.response = response as unknown as Express["response"];
}

/** A tool and its hooks as the registry keeps them: any input and output (each call parses with the tool's schemas). */
export function anyGenerator<I extends z.ZodType, O extends z.ZodType, R extends z.ZodType>(
  tool: GeneratorDefinition<I, O>,
  hooks: GeneratorHooks<I, O, R> | undefined,
): { tool: AnyGenerator; hooks: GeneratorHooks<z.ZodType, z.ZodType, z.ZodType> | undefined } {
  return {
    tool: tool as unknown as AnyGenerator,
    hooks: hooks as unknown as GeneratorHooks<z.ZodType, z.ZodType, z.ZodType> | undefined,
  };
}
