/**
 * Share links: the owner's (create, list, revoke, renew) and the public read of a shared result. The page `/s/:token`
 * is outside /api and not in the table.
 */
import { endpoint } from "../endpoint";
import { answers } from "../answers";
import {
  publicShareResponseSchema,
  shareCreateSchema,
  shareListQuerySchema,
  shareListResponseSchema,
  shareResponseSchema,
  shareTokenParamsSchema,
} from "../shares";

const access = "signed-in";

export const sharesEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/shares",
    access,
    body: shareCreateSchema,
    status: 201,
    response: shareResponseSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/shares",
    access,
    query: shareListQuerySchema,
    response: shareListResponseSchema,
  }),
  revoke: endpoint({
    method: "DELETE",
    path: "/api/shares/:token",
    access,
    params: shareTokenParamsSchema,
    status: 204,
    response: answers.empty,
  }),
  renew: endpoint({
    method: "POST",
    path: "/api/shares/:token/renew",
    access,
    params: shareTokenParamsSchema,
    response: shareResponseSchema,
  }),
  /** A shared result as anyone reads it (rate limited per address, noindex). */
  read: endpoint({
    method: "GET",
    path: "/api/public/shares/:token",
    access: "public",
    params: shareTokenParamsSchema,
    response: publicShareResponseSchema,
  }),
};
