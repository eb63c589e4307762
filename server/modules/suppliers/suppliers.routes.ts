/** GET /api/suppliers (filters, favourites), POST and DELETE /api/suppliers/:id/favorite. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { idParamsSchema } from "../../../shared/contracts/common";
import {
  favoriteResponseSchema,
  suppliersQuerySchema,
  suppliersResponseSchema,
} from "../../../shared/contracts/suppliers";
import { HOW_WE_RATE } from "../../../shared/domain/suppliers";
import { CATALOGUE_REVIEWED_AT } from "./supplier-catalogue";
import { createSuppliersRepository } from "./suppliers.repository";
import { createSuppliersService } from "./suppliers.service";
import { presentSupplier } from "./suppliers.presenter";

export function createSuppliersRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createSuppliersService(createSuppliersRepository(ctx.db), ctx.logger);
  service.ensureSeeded().catch(() => undefined); // at start; requests wait for it (or retry it)

  routes.get(
    "/suppliers",
    { access: "supplier-database", query: suppliersQuerySchema, response: suppliersResponseSchema },
    async ({ user, query }) => ({
      suppliers: (await service.list(user.id, query)).map(presentSupplier),
      reviewedAt: CATALOGUE_REVIEWED_AT,
      howWeRate: HOW_WE_RATE,
    }),
  );

  const favorite = { access: "supplier-database", params: idParamsSchema } as const;
  routes.post(
    "/suppliers/:id/favorite",
    { ...favorite, response: favoriteResponseSchema },
    async ({ user, params }) => {
      await service.setFavorite(user.id, params.id, true);
      return { favorite: true };
    },
  );
  routes.delete(
    "/suppliers/:id/favorite",
    { ...favorite, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await service.setFavorite(user.id, params.id, false);
    },
  );
  return routes.router;
}
