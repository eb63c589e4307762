/**
 * /api/notifications: the list (`?unread=true` for unread only), mark read, the preferences, and the digest's
 * one-click unsubscribe (a signed link, no sign-in). Defines the daily digest job on the queue
 * (docs/decisions/1121-daily-digest.md).
 */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { notificationsEndpoints as ep } from "../../../shared/contracts/endpoints/notifications";
import { createMailer } from "../../mail/mailer";
import { developmentSecret } from "../auth";
import { DIGEST_EVERY_SECONDS, DIGEST_JOB, readUnsubscribeToken, runDigests } from "../../notifications";
import { createNotificationsRepository } from "./notifications.repository";
import { createNotificationsService } from "./notifications.service";
import { presentNotification, presentPreferences } from "./notifications.presenter";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The small page the unsubscribe link answers (no client bundle, no sign-in). */
function unsubscribePage(title: string, text: string, appUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · HustleForge</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:4rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem}
h1{font-size:1.4rem;margin:0 0 .5rem}p{color:#334155}a{color:#4338ca;font-weight:600}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>
<p><a href="${escape(`${appUrl}/notifications`)}">Notification settings</a></p></main></body></html>`;
}

export function createNotificationsRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const repo = createNotificationsRepository(ctx.db);
  const service = createNotificationsService(repo);
  const secret = ctx.env.SESSION_SECRET ?? developmentSecret(ctx.env.DATA_DIR, ctx.logger);
  const mail = (ctx.services.mail ??= createMailer(ctx.env, ctx.logger));
  const now = () => ctx.services.clock?.() ?? new Date();

  ctx.jobs.define<object>({
    name: DIGEST_JOB,
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    everySeconds: DIGEST_EVERY_SECONDS,
    handler: async () => {
      await runDigests({ db: ctx.db, mail, logger: ctx.logger, appUrl: ctx.env.APP_URL, secret }, now());
    },
  });

  routes.serve(ep.list, async ({ user, query }) => {
    const { rows, unread } = await service.list(user.id, query.unread);
    return { notifications: rows.map(presentNotification).filter((n) => n !== null), unread };
  });

  routes.serve(ep.markRead, async ({ user, body }) => ({
    unread: await service.markRead(user.id, "ids" in body ? body.ids : "all"),
  }));

  routes.serve(ep.preferences, async ({ user }) => ({
    preferences: presentPreferences(await service.preferences(user.id)),
  }));

  routes.serve(ep.updatePreferences, async ({ user, body }) => ({
    preferences: presentPreferences(await service.updatePreferences(user.id, body)),
  }));

  // One click from the digest mail: the token is the person's id signed with the server's secret.
  routes.serve(ep.unsubscribe, async ({ query, res }) => {
    const userId = readUnsubscribeToken(secret, query.token);
    if (userId !== null) await service.stopDigest(userId);
    const [status, title, text] =
      userId === null
        ? [
            400,
            "This link does not work",
            "The unsubscribe link is incomplete or was changed. Turn the daily digest off in your notification settings.",
          ]
        : [
            200,
            "You are unsubscribed",
            "You will not get the daily digest email any more. Notifications in the app stay as they are.",
          ];
    res
      .status(status)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" })
      .send(unsubscribePage(title, text, ctx.env.APP_URL));
  });

  return routes.router;
}
