/**
 * The seven partnership calls of the specification plus the connection list and its accept/decline
 * (docs/decisions/970), all Pro only: /api/partnerships/partners, requests, my-profile, connect/:partnerId,
 * connections, connections/:id/accept|decline, apply/:requestId.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { NotFoundError } from "../../http/errors";
import { partnershipsEndpoints as ep } from "../../../shared/contracts/endpoints/partnerships";
import { createPartnershipsRepository } from "./partnerships.repository";
import { createPartnershipsService } from "./partnerships.service";
import { seedSampleProfiles } from "./partnerships.samples";

export function createPartnershipsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const partnerships = createPartnershipsService(
    createPartnershipsRepository(ctx.db),
    () => ctx.services.clock?.() ?? new Date(),
  );
  // Sample profiles exist only on a development install (docs/product-rules.md#people-and-messages), added once on the first list.
  let samples: Promise<void> | undefined;
  const withSamples = async () => {
    if (ctx.env.NODE_ENV !== "development") return;
    samples ??= seedSampleProfiles(ctx.db).catch((err: unknown) => {
      samples = undefined;
      ctx.logger.warn({ err: (err as Error).message }, "sample partner profiles could not be added");
    });
    await samples;
  };

  routes.serve(ep.partners, async ({ user, query }) => ({
    partners: await withSamples().then(() =>
      partnerships.partners(user.id, query.niche === "all" ? null : query.niche),
    ),
  }));

  routes.serve(ep.requests, async ({ user }) => ({
    requests: await partnerships.requests(user.id),
  }));

  routes.serve(ep.createRequest, async ({ user, body }) => {
    const id = await partnerships.createRequest(user.id, body);
    const request = (await partnerships.requests(user.id)).find((r) => r.id === id);
    // Deleted by its creator in another tab in the meantime.
    if (!request) throw new NotFoundError("Partnership request not found");
    return { request };
  });

  routes.serve(ep.myProfile, async ({ user }) => ({
    profile: await partnerships.myProfile(user.id),
  }));

  routes.serve(ep.saveProfile, async ({ user, body }) => ({
    profile: await partnerships.saveProfile(user.id, body),
  }));

  routes.serve(ep.connect, async ({ user, params, body }) => {
    await partnerships.connect(user.id, params.partnerId, body.message);
    return { connection: (await partnerships.connections(user.id)).outgoing[0] };
  });

  routes.serve(ep.connections, async ({ user }) => partnerships.connections(user.id));

  routes.serve(ep.accept, async ({ user, params }) => ({
    connection: await partnerships.respond(user.id, params.id, "accepted"),
  }));
  routes.serve(ep.decline, async ({ user, params }) => ({
    connection: await partnerships.respond(user.id, params.id, "declined"),
  }));

  routes.serve(ep.apply, async ({ user, params, body }) => ({
    request: await partnerships.apply(user.id, params.requestId, body.proposal),
  }));

  return routes.router;
}
