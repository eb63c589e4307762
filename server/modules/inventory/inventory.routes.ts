/**
 * /api/inventory (list, create, edit, delete, CSV export and import), /api/inventory/:id/sales and /api/sales
 * (list, export, delete). Thin: the route helper parses, the service works, the presenter shapes.
 */
import type { Response, Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { ValidationError } from "../../http/errors";
import { idParamsSchema } from "../../../shared/contracts/common";
import { toCsv } from "../../http/csv";
import { receiveOneFile } from "../../http/upload";
import {
  barcodeParamsSchema,
  createInventoryItemSchema,
  createSaleSchema,
  importQuerySchema,
  importResultSchema,
  inventoryItemResponseSchema,
  inventoryListResponseSchema,
  saleResponseSchema,
  salesQuerySchema,
  salesResponseSchema,
  updateInventoryItemSchema,
} from "../../../shared/contracts/inventory";
import { createInventoryRepository } from "./inventory.repository";
import { createInventoryService } from "./inventory.service";
import { presentItem, presentSale } from "./inventory.presenter";
import { INVENTORY_CSV_COLUMNS, SALES_CSV_COLUMNS } from "./inventory.csv";

const receiveCsv = receiveOneFile({ field: "file", maxBytes: 5 * 1024 * 1024, what: "the CSV file" });

/** Answers a CSV download itself (the route helper then writes nothing). */
function sendCsv(res: Response, what: string, csv: string): void {
  res
    .attachment(`${what}-${new Date().toISOString().slice(0, 10)}.csv`)
    .type("text/csv")
    .send(csv);
}

export function createInventoryRouter(ctx: AppContext): Router {
  const routes = createRoutes(ctx.guards);
  const service = createInventoryService(createInventoryRepository(ctx.db));

  // One presenter for every answer about an item (docs/decisions/822-a-contract-on-every-answer.md).
  routes.get(
    "/inventory",
    { access: "inventory-tracker", response: inventoryListResponseSchema },
    async ({ user }) => ({ items: (await service.list(user.id)).map(presentItem) }),
  );

  routes.get("/inventory/export", { access: "inventory-tracker", response: answers.csv }, async ({ user, res }) => {
    const rows = (await service.list(user.id)).reverse();
    sendCsv(res, "inventory", toCsv(INVENTORY_CSV_COLUMNS, rows.map(presentItem)));
  });

  // A preview (dryRun) answers 200; a real import 201. The file arrives through multer, then is read as a stream.
  routes.post(
    "/inventory/import",
    { access: "inventory-tracker", use: [receiveCsv], query: importQuerySchema, response: importResultSchema },
    async ({ user, query, req, res }) => {
      if (!req.file) throw new ValidationError('Choose a CSV file to import (form field "file")');
      const result = await service.importCsv(user.id, req.file.buffer, query.dryRun, query.updateExisting);
      res.status(query.dryRun ? 200 : 201);
      return result;
    },
  );

  routes.post(
    "/inventory",
    {
      access: "inventory-tracker",
      body: createInventoryItemSchema,
      status: 201,
      response: inventoryItemResponseSchema,
    },
    async ({ user, body }) => ({
      item: presentItem(await service.create(user.id, body)),
    }),
  );

  routes.get(
    "/inventory/barcode/:code",
    { access: "inventory-tracker", params: barcodeParamsSchema, response: inventoryItemResponseSchema },
    async ({ user, params }) => ({ item: presentItem(await service.byBarcode(user.id, params.code)) }),
  );

  routes.patch(
    "/inventory/:id",
    {
      access: "inventory-tracker",
      params: idParamsSchema,
      body: updateInventoryItemSchema,
      response: inventoryItemResponseSchema,
    },
    async ({ user, params, body }) => ({
      item: presentItem(await service.update(user.id, params.id, body)),
    }),
  );

  routes.delete(
    "/inventory/:id",
    { access: "inventory-tracker", params: idParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await service.remove(user.id, params.id);
    },
  );

  routes.post(
    "/inventory/:id/sales",
    {
      access: "inventory-tracker",
      params: idParamsSchema,
      body: createSaleSchema,
      status: 201,
      response: saleResponseSchema,
    },
    async ({ user, params, body }) => {
      const { sale, item } = await service.sell(user.id, params.id, body);
      return { sale: presentSale(sale), item: presentItem(item) };
    },
  );

  routes.get(
    "/sales",
    { access: "inventory-tracker", query: salesQuerySchema, response: salesResponseSchema },
    async ({ user, query }) => {
      const { rows, total } = await service.listSales(user.id, query.page, query.pageSize);
      return { sales: rows.map(presentSale), total, page: query.page, pageSize: query.pageSize };
    },
  );

  routes.get("/sales/export", { access: "inventory-tracker", response: answers.csv }, async ({ user, res }) => {
    sendCsv(res, "sales", toCsv(SALES_CSV_COLUMNS, (await service.allSales(user.id)).map(presentSale)));
  });

  routes.delete(
    "/sales/:id",
    { access: "inventory-tracker", params: idParamsSchema, status: 204, response: answers.empty },
    async ({ user, params }) => {
      await service.deleteSale(user.id, params.id);
    },
  );

  return routes.router;
}
