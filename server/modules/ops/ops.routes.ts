/**
 * `GET /api/ready` (docs/decisions/1622-ready-is-not-alive.md): 200 when this process can take traffic, 503
 * `not_ready` while it starts or drains, or while its database, migrations or job queue are not there. A raw route:
 * no session and no body parsing, like `GET /api/health`, so a load balancer's polling costs nothing else.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { opsEndpoints } from "../../../shared/contracts/endpoints/ops";
import { createReadiness } from "../../ops/readiness";

export function createOpsRawRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const ready = createReadiness(ctx);
  routes.serve(opsEndpoints.ready, async ({ res }) => {
    // A 503 here is an answer, not a failure of the request: logged at most as a warning.
    res.locals.expectedFailure = true;
    const answer = await ready();
    res.locals.expectedFailure = false;
    return answer;
  });
  return routes.router;
}
