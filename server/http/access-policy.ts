/**
 * The one access policy (docs/decisions/821-one-access-policy.md). Every route names an action: a tool of
 * shared/tools/manifest.ts by its id (Pro when the manifest says `plan: "pro"`, otherwise any signed-in user),
 * or one of the named actions below. `authorize(user, action)` is the whole rule; the route helper's gate runs
 * it and carries its action, so the app can list every route with its access (routeTable) and refuse to start
 * with a route that declares none.
 */
import type { Express, RequestHandler, Router } from "express";
import type { User } from "../../shared/schema";
import { effectivePlan } from "../../shared/domain/plans";
import { TOOLS, type ToolId } from "../../shared/tools/manifest";
import { NAMED_ACTIONS, type AccessLevel, type Action, type NamedAction } from "../../shared/contracts/access";
import { AuthenticationError, ForbiddenError, ProRequiredError } from "./errors";
import { declaredResponse, describeResponse, type NonJsonKind } from "./response-contract";
import { appRouter, routerStack, type RouterLayer } from "../unchecked";

export type { AccessLevel, Action };
const NAMED = NAMED_ACTIONS;
type Named = NamedAction;

type ToolRow = (typeof TOOLS)[number];
/** An action's level, at the type level too (a public route's handler may see no user). */
export type LevelOf<A extends Action> = A extends Named
  ? (typeof NAMED)[A]
  : Extract<ToolRow, { id: A }>["plan"] extends "pro"
    ? "pro"
    : "user";

/** The whole policy, one row per action: the named ones and every tool from the manifest. */
export const ACCESS_POLICY: Readonly<Record<Action, AccessLevel>> = {
  ...(Object.fromEntries(TOOLS.map((t) => [t.id, t.plan === "pro" ? "pro" : "user"])) as Record<ToolId, AccessLevel>),
  ...NAMED,
};

/**
 * Lets `user` take `action` or throws: 401 authentication_required without an active user, 403 forbidden for
 * a non-admin on an admin action, 403 pro_required for a free user on a Pro action. Admin and Pro decisions
 * must be made on the user row fresh from the database, never the session's copy.
 */
export function authorize(user: User | undefined, action: Action): void {
  const level = ACCESS_POLICY[action];
  if (level === "public") return;
  if (!user || !user.isActive) throw new AuthenticationError();
  if (level === "admin" && !user.isAdmin) throw new ForbiddenError("Admin access required");
  if (level === "pro" && effectivePlan(user) !== "pro") throw new ProRequiredError();
}

const ACCESS = Symbol("access");
type Declared = { action: Action; level: AccessLevel };
/** A route's first handler: it checks the access and tells routeTable which action the route declared. */
export type AccessGate = RequestHandler & { [ACCESS]: Declared };

/** Tags `check` as the gate of `action`. */
export function gateOf(action: Action, check: RequestHandler): AccessGate {
  return Object.assign(check, { [ACCESS]: { action, level: ACCESS_POLICY[action] } });
}

/** The gate of a public route outside the route helper (a signed webhook, a page): it only declares. */
export function publicRoute(): AccessGate {
  return gateOf("public", (_req, _res, next) => next());
}

export type RouteRecord = {
  method: string;
  /** The full path as Express matches it (a regular expression as its source text). */
  path: string;
  /** Undefined when the route's first handler is not an access gate: a route that declares nothing. */
  access?: Declared;
  /** What the route declares it answers (docs/decisions/822-a-contract-on-every-answer.md); undefined: nothing. */
  response?: "json" | NonJsonKind;
};

/** Where a dispatcher (server/http/dispatch.ts) lists the routers it may enter, so the route table walks them. */
export const ENTERS = Symbol("routers entered by a dispatcher");
export type Dispatcher = RequestHandler & { [ENTERS]: readonly Router[] };

/** Every route mounted on `app` (walking its routers), with the access its gate declares. */
export function routeTable(app: Express): RouteRecord[] {
  return routesOf(appRouter(app));
}

/** Every route of `router` and the routers mounted on it, their paths behind `prefix` (where `router` is mounted). */
export function routesOf(router: Router, prefix = ""): RouteRecord[] {
  const out: RouteRecord[] = [];
  const walk = (stack: readonly RouterLayer[], prefix: string) => {
    for (const layer of stack) {
      // Express's route layers hold an object; other middleware stacks (Vite's connect app in development) hold
      // a path string there and are not ours to walk.
      if (layer.route && typeof layer.route === "object") {
        const { path, methods, stack: handlers } = layer.route;
        const first = handlers[0]?.handle as Partial<AccessGate> | undefined;
        const declared = declaredResponse(handlers.map((h) => h.handle));
        for (const method of Object.keys(methods).filter((m) => methods[m]))
          out.push({
            method: method.toUpperCase(),
            path: typeof path === "string" ? prefix + path : `${prefix}${path.source}`,
            access: first?.[ACCESS],
            response: declared && describeResponse(declared),
          });
      } else if (typeof layer.route !== "string" && (Array.isArray(layer.handle?.stack) || layer.handle?.[ENTERS])) {
        const mount = layer.slash || typeof layer.rawPath !== "string" ? "" : layer.rawPath;
        const entered = layer.handle?.[ENTERS] as readonly Router[] | undefined;
        const stacks = entered?.map(routerStack) ?? [layer.handle?.stack ?? []];
        for (const stack of stacks) walk(stack, prefix + mount);
      }
    }
  };
  walk(routerStack(router), prefix);
  return out;
}
