/**
 * /api/connections: a person's connected Stripe accounts and Shopify shops, connect (the key checked first),
 * sync now (202, a job), disconnect (docs/decisions/1070-shop-connections.md). Pro, checked on the server;
 * another person's connection is a 404.
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { connectionsEndpoints as ep } from "../../../shared/contracts/endpoints/connections";
import { seal, totpKey, unseal } from "../auth";
import { createOrderWriter, customerKeyer } from "../imports";
import {
  SCHEDULE_EVERY_SECONDS,
  SCHEDULE_JOB,
  SYNC_JOB,
  createSyncJob,
  queueDueSyncs,
  syncJobKey,
  type SyncJobData,
} from "./connections.job";
import { presentConnection } from "./connections.presenter";
import { createConnectionsRepository } from "./connections.repository";
import { createConnectionsService } from "./connections.service";
import { stripeAddress } from "./stripe-source";

/** A run may take this long before the supervisor counts its process as dead and the job is retried. */
const SYNC_EXPIRY_SECONDS = 30 * 60;

export function createConnectionsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createConnectionsRepository(ctx.db);
  // The key that seals two-factor secrets seals these keys too (docs/decisions/1071-connection-keys-sealed.md).
  const key = totpKey(ctx.env);
  const address = stripeAddress(ctx.env.STRIPE_API_URL);
  const shopifyBaseUrl = ctx.env.SHOPIFY_API_BASE_URL;
  const queueSync = (connectionId: number) =>
    ctx.jobs.send<SyncJobData>(SYNC_JOB, { connectionId }, { singletonKey: syncJobKey(connectionId) });

  ctx.jobs.define<SyncJobData>({
    name: SYNC_JOB,
    // Retried after 1, 2, 4, 8 minutes: a platform that is down or slowing us gets time to recover.
    retryLimit: 4,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: SYNC_EXPIRY_SECONDS,
    onePerKey: true,
    handler: createSyncJob({
      db: ctx.db,
      repo,
      writer: createOrderWriter(ctx.db, ctx.pool),
      logger: ctx.logger,
      customerKey: customerKeyer(ctx.env, ctx.logger),
      unsealKey: (sealed) => (key ? unseal(key, sealed) : null),
      stripeAddress: address,
      ...(shopifyBaseUrl ? { shopifyBaseUrl } : {}),
    }),
  });
  ctx.jobs.define<object>({
    name: SCHEDULE_JOB,
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    everySeconds: SCHEDULE_EVERY_SECONDS,
    handler: async () => {
      await queueDueSyncs(repo, queueSync);
    },
  });

  const service = createConnectionsService({
    repo,
    sealKey: key ? (plain) => seal(key, plain) : null,
    queueSync,
    stripeAddress: address,
    ...(shopifyBaseUrl ? { shopifyBaseUrl } : {}),
  });

  routes.serve(ep.list, async ({ user }) => ({
    connections: (await service.list(user.id)).map(presentConnection),
  }));

  routes.serve(ep.connectStripe, async ({ user, body }) => ({
    connection: presentConnection(await service.connectStripe(user.id, body)),
  }));

  routes.serve(ep.connectShopify, async ({ user, body }) => ({
    connection: presentConnection(await service.connectShopify(user.id, body)),
  }));

  routes.serve(ep.sync, async ({ user, params, res }) => {
    res.status(202);
    return { connection: presentConnection(await service.sync(user.id, params.id)) };
  });

  routes.serve(ep.remove, async ({ user, params }) => {
    await service.remove(user.id, params.id);
  });

  return routes.router;
}
