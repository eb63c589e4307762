/**
 * Enters only the routers that can answer a request. Express tries a request on every router mounted before the one
 * with its route: it enters each (its own `next`, the URL trimmed and restored) and tests every route there. Behind
 * `/api` that was 27 module routers and about 200 route tests for a route of the last module
 * (docs/decisions/850-routers-by-first-segment.md). `byFirstSegment` indexes the routers by the first segment of
 * their routes' paths (`/partnerships/...` → `partnerships`) and hands a request to those with its segment, in
 * their order, as Express would have found them.
 */
import { Router, type RequestHandler } from "express";
import { ENTERS, routesOf, type Dispatcher } from "./access-policy";

/** A static first segment, as Express would compare it: in any case. Undefined when the path starts with a pattern. */
function staticFirstSegment(path: string): string | undefined {
  const m = /^\/([A-Za-z0-9._~-]*)(?:\/|$)/.exec(path);
  return m ? m[1].toLowerCase() : undefined;
}

/** The first segment of a request's path (under the dispatcher's mount point), lower-cased. */
function requestSegment(path: string): string {
  const end = path.indexOf("/", 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

export function byFirstSegment(routers: readonly Router[]): Dispatcher {
  // Each router's first segments; undefined when one of its routes starts with a pattern (entered for every request).
  const keyed = routers.map((router) => {
    const segments = routesOf(router).map((r) => staticFirstSegment(r.path));
    const known = segments.filter((s): s is string => s !== undefined);
    return { router, segments: known.length === segments.length ? new Set(known) : undefined };
  });
  const routerFor = (segment: string | undefined) => {
    const chosen = keyed.filter((k) => !k.segments || (segment !== undefined && k.segments.has(segment)));
    if (chosen.length === 1) return chosen[0].router;
    const combined = Router();
    for (const k of chosen) combined.use(k.router);
    return combined;
  };
  const table = new Map<string, Router>();
  for (const k of keyed) for (const s of k.segments ?? []) if (!table.has(s)) table.set(s, routerFor(s));
  const others = routerFor(undefined);
  const dispatch: RequestHandler = (req, res, next) => (table.get(requestSegment(req.path)) ?? others)(req, res, next);
  return Object.assign(dispatch, { [ENTERS]: routers });
}
