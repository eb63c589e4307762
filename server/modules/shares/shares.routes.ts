/**
 * Share links. Owner only: `POST /api/shares { kind, id }`, `GET /api/shares?kind=&id=`,
 * `DELETE /api/shares/:token`, `POST /api/shares/:token/renew`. Anyone, rate limited per address:
 * `GET /api/public/shares/:token` and the page `/s/:token` (head tags for link previews, noindex).
 */
import { Router, type Request } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { publicRoute } from "../../http/access-policy";
import { ipKey } from "../../http/rate-limit";
import { NotFoundError } from "../../http/errors";
import { setPageHead } from "../../http/page-head";
import {
  NO_LONGER_AVAILABLE,
  publicShareResponseSchema,
  shareCreateSchema,
  shareListQuerySchema,
  shareListResponseSchema,
  shareResponseSchema,
  shareTokenParamsSchema,
} from "../../../shared/contracts/shares";
import { createSharesService } from "./shares.service";

/** Where share links point: APP_URL when set, else the address this request came to. */
const originOf = (ctx: AppContext, req: Request) =>
  ctx.env.APP_URL?.replace(/\/+$/, "") ?? `${req.protocol}://${req.get("host")}`;

/** Opening shared links: per address, generous for people, tight for anyone walking tokens. */
const openLimit = (ctx: AppContext) =>
  ctx.limits.create("share-open", {
    points: 60,
    durationSec: 60,
    message: "Too many shared links opened from this address. Please wait a minute and try again.",
  });

export function createSharesRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const shares = (req: Request) => createSharesService(ctx, originOf(ctx, req));
  const limiter = openLimit(ctx);

  routes.post(
    "/shares",
    { access: "signed-in", body: shareCreateSchema, status: 201, response: shareResponseSchema },
    async ({ user, body, req }) => ({
      share: await shares(req).create(user.id, body.kind, body.id),
    }),
  );

  routes.get(
    "/shares",
    { access: "signed-in", query: shareListQuerySchema, response: shareListResponseSchema },
    async ({ user, query, req }) => ({
      shares: await shares(req).list(user.id, query),
    }),
  );

  routes.delete(
    "/shares/:token",
    { access: "signed-in", params: shareTokenParamsSchema, status: 204 },
    async ({ user, params, req }) => {
      await shares(req).revoke(user.id, params.token);
    },
  );

  routes.post(
    "/shares/:token/renew",
    { access: "signed-in", params: shareTokenParamsSchema, response: shareResponseSchema },
    async ({ user, params, req }) => ({
      share: await shares(req).renew(user.id, params.token),
    }),
  );

  routes.get(
    "/public/shares/:token",
    {
      access: "public",
      params: shareTokenParamsSchema,
      use: [limiter.perRequest(ipKey)],
      response: publicShareResponseSchema,
    },
    async ({ params, req, res }) => {
      res.setHeader("X-Robots-Tag", "noindex");
      return shares(req).read(params.token);
    },
  );

  return routes.router;
}

/** `/s/:token`: the SPA's page with the result's title and summary as head tags, noindex; 404 when gone. */
export function createSharePagesRouter(ctx: AppContext): Router {
  const router = Router();
  const limiter = openLimit(ctx);
  router.get("/s/:token", publicRoute(), limiter.perRequest(ipKey), async (req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex");
    try {
      const { document } = await createSharesService(ctx, originOf(ctx, req)).read(
        String(req.params.token).slice(0, 128),
      );
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
