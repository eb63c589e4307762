/**
 * /api/account/export and /api/account/delete (docs/guide/your-data.md): the archive (request, progress, owner-only
 * download) and the deletion of the account (request, the pending state, cancel). The pending state and cancel
 * answer a locked account that proved itself at sign-in (the session's `locked`), since it has no session user.
 */
import type { Router } from "express";
import { EXPORT_TTL_HOURS } from "../../../shared/contracts/account-data";
import { accountDataEndpoints as ep } from "../../../shared/contracts/endpoints/account-data";
import type { AppContext } from "../../context";
import { AuthenticationError, NotFoundError } from "../../http/errors";
import { createRoutes } from "../../http/route";
import { createMailer } from "../../mail/mailer";
import { notify } from "../../notifications";
import { provenLockedAccount, signIn, signOutKeepingLockedProof } from "../auth";
import { planServiceFor } from "../billing";
import {
  createAccountDataService,
  DELETION_JOB,
  EXPORT_JOB,
  type DeletionJobData,
  type ExportJobData,
} from "./account-data.service";

export function createAccountDataRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createAccountDataService({
    pool: ctx.pool,
    jobs: ctx.jobs,
    logger: ctx.logger,
    mail: (ctx.services.mail ??= createMailer(ctx.env, ctx.logger)),
    appUrl: ctx.env.APP_URL,
    clock: () => ctx.services.clock?.() ?? new Date(),
    passwordAllowance: ctx.limits.loginByAccount,
    cancelSubscription: (user) => planServiceFor(ctx).cancelSubscription(user),
    announceReady: async (userId, exportId) => {
      await notify(ctx.db, userId, "export_ready", {
        title: "Your archive is ready",
        body: `Download it from Settings, Your data, within ${EXPORT_TTL_HOURS} hours.`,
        link: "/settings/data",
        dedupeKey: `export:${exportId}`,
      });
    },
  });
  ctx.jobs.define<ExportJobData>({
    name: EXPORT_JOB,
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    handler: (data, { signal }) => service.runExport(data.exportId, signal),
  });
  ctx.jobs.define<DeletionJobData>({
    name: DELETION_JOB,
    retryLimit: 5,
    expireInSeconds: 15 * 60,
    handler: (data) => service.runDeletions(data.userId),
  });

  routes.serve(ep.exportStatus, async ({ user }) => service.exportStatus(user.id));

  routes.serve(ep.requestExport, async ({ user, res }) => {
    res.status(202);
    return { export: await service.requestExport(user.id) };
  });

  routes.serve(ep.download, async ({ user, res }) => {
    const archive = await service.download(user.id);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Content-Length", String(archive.byteSize));
    res.attachment(`hustleforge-archive-${new Date().toISOString().slice(0, 10)}.zip`);
    res.type("application/zip");
    for await (const part of archive.parts()) {
      if (!res.write(part)) await new Promise((resolve) => res.once("drain", resolve));
    }
    res.end();
  });

  routes.serve(ep.requestDeletion, async ({ user, body, req, res }) => {
    const fresh = await ctx.users.findById(user.id);
    if (!fresh) throw new AuthenticationError();
    const { deleteAfter } = await service.requestDeletion(fresh, body, req.session.providerAt);
    // This session's row is already gone; the proof lets this browser show the pending screen and cancel.
    await signOutKeepingLockedProof(req, user.id);
    res.status(200);
    return { pending: true, deleteAfter: deleteAfter.toISOString() };
  });

  routes.serve(ep.deletion, async ({ user, req }) => {
    // Nobody proven: nothing pending that this browser may see (a public route answers no 401).
    const userId = user?.id ?? provenLockedAccount(req)?.userId;
    const deleteAfter = userId ? await service.deletionOf(userId) : null;
    return { pending: Boolean(deleteAfter), deleteAfter: deleteAfter?.toISOString() ?? null };
  });

  routes.serve(ep.cancelDeletion, async ({ req }) => {
    const proof = provenLockedAccount(req);
    const locked = proof && (await ctx.users.findById(proof.userId));
    if (!proof || !locked || locked.isActive)
      throw new NotFoundError("There is no deletion to cancel. Sign in with your password first.");
    // Through the one way in (docs/decisions/613-one-way-into-a-session.md): the deletion is cancelled and the
    // session signed in only once every factor of the account was checked, its two-factor code included.
    const outcome = await signIn(req, locked, {
      via: "cancel-deletion",
      secondFactorChecked: proof.allFactors,
      unlock: async () => ((await service.cancelDeletion(locked.id)) ? ctx.users.findById(locked.id) : null),
    });
    if ("secondFactor" in outcome)
      throw new AuthenticationError("Enter the code from your authenticator app first, then cancel the deletion.");
    if ("locked" in outcome) throw new NotFoundError("There is no deletion to cancel.");
    return { ok: true };
  });

  return routes.router;
}
