/** GET /api/suppliers (filters, favourites), POST and DELETE /api/suppliers/:id/favorite. */
import type { Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { suppliersEndpoints as ep } from "../../../shared/contracts/endpoints/suppliers";
import { HOW_WE_RATE } from "../../../shared/domain/suppliers";
import { CATALOGUE_REVIEWED_AT } from "./supplier-catalogue";
import { createSuppliersRepository } from "./suppliers.repository";
import { createSuppliersService } from "./suppliers.service";
import { presentSupplier } from "./suppliers.presenter";

export function createSuppliersRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createSuppliersService(createSuppliersRepository(ctx.db), ctx.logger);
  service.ensureSeeded().catch(() => undefined); // at start; requests wait for it (or retry it)

  routes.serve(ep.list, async ({ user, query }) => ({
    suppliers: (await service.list(user.id, query)).map(presentSupplier),
    reviewedAt: CATALOGUE_REVIEWED_AT,
    howWeRate: HOW_WE_RATE,
  }));

  routes.serve(ep.favorite, async ({ user, params }) => {
    await service.setFavorite(user.id, params.id, true);
    return { favorite: true };
  });
  routes.serve(ep.unfavorite, async ({ user, params }) => {
    await service.setFavorite(user.id, params.id, false);
  });
  return routes.router;
}
