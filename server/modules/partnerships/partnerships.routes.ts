/**
 * The seven partnership calls of the specification plus the connection list and its accept/decline
 * (docs/decisions/970), all Pro only: /api/partnerships/partners, requests, my-profile, connect/:partnerId,
 * connections, connections/:id/accept|decline, apply/:requestId.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { NotFoundError } from "../../http/errors";
import { idParamsSchema } from "../../../shared/contracts/common";
import {
  applySchema,
  connectionResponseSchema,
  connectionsResponseSchema,
  connectSchema,
  myProfileResponseSchema,
  partnerParamsSchema,
  partnerProfileSchema,
  partnerRequestResponseSchema,
  partnerRequestSchema,
  partnerRequestsResponseSchema,
  partnersQuerySchema,
  partnersResponseSchema,
  requestParamsSchema,
} from "../../../shared/contracts/partnerships";
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

  routes.get(
    "/partnerships/partners",
    { access: "partnership-finder", query: partnersQuerySchema, response: partnersResponseSchema },
    async ({ user, query }) => ({
      partners: await withSamples().then(() =>
        partnerships.partners(user.id, query.niche === "all" ? null : query.niche),
      ),
    }),
  );

  routes.get(
    "/partnerships/requests",
    { access: "partnership-finder", response: partnerRequestsResponseSchema },
    async ({ user }) => ({
      requests: await partnerships.requests(user.id),
    }),
  );

  routes.post(
    "/partnerships/requests",
    { access: "partnership-finder", body: partnerRequestSchema, status: 201, response: partnerRequestResponseSchema },
    async ({ user, body }) => {
      const id = await partnerships.createRequest(user.id, body);
      const request = (await partnerships.requests(user.id)).find((r) => r.id === id);
      // Deleted by its creator in another tab in the meantime.
      if (!request) throw new NotFoundError("Partnership request not found");
      return { request };
    },
  );

  routes.get(
    "/partnerships/my-profile",
    { access: "partnership-finder", response: myProfileResponseSchema },
    async ({ user }) => ({
      profile: await partnerships.myProfile(user.id),
    }),
  );

  routes.post(
    "/partnerships/my-profile",
    { access: "partnership-finder", body: partnerProfileSchema, response: myProfileResponseSchema },
    async ({ user, body }) => ({
      profile: await partnerships.saveProfile(user.id, body),
    }),
  );

  routes.post(
    "/partnerships/connect/:partnerId",
    {
      access: "partnership-finder",
      params: partnerParamsSchema,
      body: connectSchema,
      status: 201,
      response: connectionResponseSchema,
    },
    async ({ user, params, body }) => {
      await partnerships.connect(user.id, params.partnerId, body.message);
      return { connection: (await partnerships.connections(user.id)).outgoing[0] };
    },
  );

  routes.get(
    "/partnerships/connections",
    { access: "partnership-finder", response: connectionsResponseSchema },
    async ({ user }) => partnerships.connections(user.id),
  );

  routes.post(
    "/partnerships/connections/:id/accept",
    { access: "partnership-finder", params: idParamsSchema, response: connectionResponseSchema },
    async ({ user, params }) => ({
      connection: await partnerships.respond(user.id, params.id, "accepted"),
    }),
  );
  routes.post(
    "/partnerships/connections/:id/decline",
    { access: "partnership-finder", params: idParamsSchema, response: connectionResponseSchema },
    async ({ user, params }) => ({
      connection: await partnerships.respond(user.id, params.id, "declined"),
    }),
  );

  routes.post(
    "/partnerships/apply/:requestId",
    {
      access: "partnership-finder",
      params: requestParamsSchema,
      body: applySchema,
      status: 201,
      response: partnerRequestResponseSchema,
    },
    async ({ user, params, body }) => ({
      request: await partnerships.apply(user.id, params.requestId, body.proposal),
    }),
  );

  return routes.router;
}
