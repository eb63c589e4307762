/**
 * Share links. Owner only: `POST /api/shares { kind, id }`, `GET /api/shares?kind=&id=`,
 * `DELETE /api/shares/:token`, `POST /api/shares/:token/renew`. Anyone, rate limited per address:
 * `GET /api/public/shares/:token` and the page `/s/:token` (head tags for link previews, noindex).
 */
import { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { publicRoute } from "../../http/access-policy";
import { responds } from "../../http/response-contract";
import { ipKey } from "../../http/rate-limit";
import { NotFoundError } from "../../http/errors";
import { setPageHead } from "../../http/page-head";
import { NO_LONGER_AVAILABLE } from "../../../shared/contracts/shares";
import { sharesEndpoints as ep } from "../../../shared/contracts/endpoints/shares";
import { createSharesService } from "./shares.service";

/** Opening shared links: per address, generous for people, tight for anyone walking tokens. */
const openLimit = (ctx: AppContext) =>
  ctx.limits.create("share-open", {
    points: 60,
    durationSec: 60,
    message: "Too many shared links opened from this address. Please wait a minute and try again.",
  });

export function createSharesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  // Share links start with APP_URL, never with the address a request named.
  const shares = createSharesService(ctx, ctx.env.APP_URL);
  const limiter = openLimit(ctx);

  routes.serve(ep.create, async ({ user, body }) => ({
    share: await shares.create(user.id, body.kind, body.id),
  }));

  routes.serve(ep.list, async ({ user, query }) => ({
    shares: await shares.list(user.id, query),
  }));

  routes.serve(ep.revoke, async ({ user, params }) => {
    await shares.revoke(user.id, params.token);
  });

  routes.serve(ep.renew, async ({ user, params }) => ({
    share: await shares.renew(user.id, params.token),
  }));

  routes.serve(
    ep.read,
    async ({ params, res }) => {
      res.setHeader("X-Robots-Tag", "noindex");
      return shares.read(params.token);
    },
    { use: [limiter.perRequest(ipKey)] },
  );

  return routes.router;
}

/** `/s/:token`: the SPA's page with the result's title and summary as head tags, noindex; 404 when gone. */
export function createSharePagesRouter(ctx: AppContext): Router {
  const router = Router();
  const limiter = openLimit(ctx);
  const shares = createSharesService(ctx, ctx.env.APP_URL);
  router.get("/s/:token", publicRoute(), responds(answers.page), limiter.perRequest(ipKey), async (req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex");
    try {
      const { document } = await shares.read(String(req.params.token).slice(0, 128));
      setPageHead(res, { title: `${document.title} · HustleForge`, description: document.summary, noindex: true });
    } catch (err) {
      if (!(err instanceof NotFoundError)) return next(err);
      setPageHead(
        res,
        {
          title: `${NO_LONGER_AVAILABLE} · HustleForge`,
          description: "The owner revoked this link or it expired.",
          noindex: true,
        },
        404,
      );
    }
    next();
  });
  return router;
}
