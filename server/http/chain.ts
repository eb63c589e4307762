/**
 * Middleware that always run together, in order, as one router layer. Express's router pays for every layer a
 * request passes (its path match, the URL trimmed and restored, a new `next`), which on a signed-in read cost
 * more than the session itself (docs/decisions/847-one-layer-for-the-fixed-stack.md). Each handler still gets
 * its own `next`: an error (or a rejected promise, as Express 5 would catch) goes to the error handlers at once
 * and skips the rest of the chain.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";

export function chain(...handlers: RequestHandler[]): RequestHandler {
  return function chained(req: Request, res: Response, done: NextFunction) {
    let index = 0;
    const step: NextFunction = (err?: unknown) => {
      if (err !== undefined && err !== null) return done(err);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.then(undefined, (e: unknown) => done(e ?? new Error("Rejected")));
      } catch (e) {
        done(e);
      }
    };
    step();
  };
}
