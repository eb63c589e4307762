/** GET /api/suppliers (filters, favourites), POST and DELETE /api/suppliers/:id/favorite. */
import { Router } from "express";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { idParamsSchema } from "../../../shared/contracts/inventory";
import { suppliersQuerySchema, type SuppliersResponse } from "../../../shared/contracts/suppliers";
import { HOW_WE_RATE } from "../../../shared/domain/suppliers";
import { CATALOGUE_REVIEWED_AT } from "./supplier-catalogue";
import { createSuppliersRepository } from "./suppliers.repository";
import { createSuppliersService } from "./suppliers.service";
import { presentSupplier } from "./suppliers.presenter";

export function createSuppliersRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createSuppliersService(createSuppliersRepository(ctx.db), ctx.logger);
  service.ensureSeeded().catch(() => undefined); // at start; requests wait for it (or retry it)

  const listSchemas = { query: suppliersQuerySchema };
  router.get("/suppliers", requireUser, validate(listSchemas), async (req, res) => {
    const { query } = input(res, listSchemas);
    const rows = await service.list(currentUser(req).id, query);
    const body: SuppliersResponse = { suppliers: rows.map(presentSupplier), reviewedAt: CATALOGUE_REVIEWED_AT, howWeRate: HOW_WE_RATE };
    res.json(body);
  });

  const favSchemas = { params: idParamsSchema };
  router.post("/suppliers/:id/favorite", requireUser, validate(favSchemas), async (req, res) => {
    const { params } = input(res, favSchemas);
    await service.setFavorite(currentUser(req).id, params.id, true);
    res.json({ favorite: true });
  });
  router.delete("/suppliers/:id/favorite", requireUser, validate(favSchemas), async (req, res) => {
    const { params } = input(res, favSchemas);
    await service.setFavorite(currentUser(req).id, params.id, false);
    res.status(204).end();
  });
  return router;
}
