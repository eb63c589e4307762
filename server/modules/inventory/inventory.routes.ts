/**
 * /api/inventory (list, create, edit, delete, CSV export; a CSV file is imported at /api/imports, decision 1034), /api/inventory/:id/sales and /api/sales
 * (list, export, delete). Thin: the route helper parses, the service works, the presenter shapes.
 */
import type { Response, Router } from "express";
import type { AppContext } from "../../context";
import { answers, createRoutes } from "../../http/route";
import { idParamsSchema } from "../../../shared/contracts/common";
import { toCsv } from "../../http/csv";
import {
  barcodeParamsSchema,
  adjustmentResponseSchema,
  createAdjustmentSchema,
  createInventoryItemSchema,
  createPurchaseOrderSchema,
  createReceiptSchema,
  createSaleSchema,
  inventoryItemDetailResponseSchema,
  inventoryItemResponseSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  inventorySummaryResponseSchema,
  movementsResponseSchema,
  purchaseOrderResponseSchema,
  purchaseOrdersResponseSchema,
  purchasePricesResponseSchema,
  reorderResponseSchema,
  updatePurchaseOrderSchema,
  valuationQuerySchema,
  valuationResponseSchema,
  saleResponseSchema,
  salesQuerySchema,
  salesResponseSchema,
  updateInventoryItemSchema,
} from "../../../shared/contracts/inventory";
import { createInventoryRepository } from "./inventory.repository";
import { createInventoryService } from "./inventory.service";
import { presentItem, presentMovement, presentSale } from "./inventory.presenter";
import { createPurchaseOrdersService, presentPurchaseOrder } from "./purchase-orders.service";
import { purchaseOrderPdf } from "./purchase-order.pdf";
import { INVENTORY_CSV_COLUMNS, SALES_CSV_COLUMNS } from "./inventory.csv";

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
  const purchaseOrders = createPurchaseOrdersService(ctx.db);

  // One presenter for every answer about an item (docs/decisions/822-a-contract-on-every-answer.md); the list is
  // one page, filtered and sorted by the database (docs/decisions/1103-inventory-list-paged.md).
  routes.get(
    "/inventory",
    { access: "inventory-tracker", query: inventoryListQuerySchema, response: inventoryListResponseSchema },
    async ({ user, query }) => {
      const { rows, total } = await service.page(user.id, query);
      return { items: rows.map(presentItem), total };
    },
  );

  routes.get(
    "/inventory/summary",
    { access: "inventory-tracker", response: inventorySummaryResponseSchema },
    async ({ user }) => ({ summary: await service.summary(user.id) }),
  );

  routes.get(
    "/inventory/reorder",
    { access: "inventory-tracker", response: reorderResponseSchema },
    async ({ user }) => ({
      items: (await service.reorder(user.id)).map((entry) => ({ ...entry, item: presentItem(entry.item) })),
    }),
  );

  routes.get(
    "/inventory/valuation",
    { access: "inventory-tracker", query: valuationQuerySchema, response: valuationResponseSchema },
    async ({ user, query }) => ({ valuation: await service.valuation(user.id, query.month) }),
  );

  routes.get("/inventory/export", { access: "inventory-tracker", response: answers.csv }, async ({ user, res }) => {
    const rows = (await service.list(user.id)).reverse();
    sendCsv(res, "inventory", toCsv(INVENTORY_CSV_COLUMNS, rows.map(presentItem)));
  });

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

  routes.get(
    "/inventory/:id",
    { access: "inventory-tracker", params: idParamsSchema, response: inventoryItemDetailResponseSchema },
    async ({ user, params }) => {
      const { item, supply } = await service.detail(user.id, params.id);
      return { item: presentItem(item), supply };
    },
  );

  routes.get(
    "/inventory/:id/movements",
    { access: "inventory-tracker", params: idParamsSchema, response: movementsResponseSchema },
    async ({ user, params }) => ({ movements: (await service.movements(user.id, params.id)).map(presentMovement) }),
  );

  routes.post(
    "/inventory/:id/adjustments",
    {
      access: "inventory-tracker",
      params: idParamsSchema,
      body: createAdjustmentSchema,
      status: 201,
      response: adjustmentResponseSchema,
    },
    async ({ user, params, body }) => {
      const { item, movement } = await service.adjust(user.id, params.id, body.change, body.reason);
      return { item: presentItem(item), movement: presentMovement(movement) };
    },
  );

  routes.get(
    "/inventory/:id/purchase-prices",
    { access: "inventory-tracker", params: idParamsSchema, response: purchasePricesResponseSchema },
    async ({ user, params }) => ({
      prices: (await service.purchasePrices(user.id, params.id)).map((p) => ({ ...p, date: p.date.toISOString() })),
    }),
  );

  routes.get(
    "/purchase-orders",
    { access: "inventory-tracker", response: purchaseOrdersResponseSchema },
    async ({ user }) => ({ purchaseOrders: (await purchaseOrders.list(user.id)).map(presentPurchaseOrder) }),
  );

  routes.post(
    "/purchase-orders",
    {
      access: "inventory-tracker",
      body: createPurchaseOrderSchema,
      status: 201,
      response: purchaseOrderResponseSchema,
    },
    async ({ user, body }) => ({ purchaseOrder: presentPurchaseOrder(await purchaseOrders.create(user.id, body)) }),
  );

  routes.get(
    "/purchase-orders/:id",
    { access: "inventory-tracker", params: idParamsSchema, response: purchaseOrderResponseSchema },
    async ({ user, params }) => ({ purchaseOrder: presentPurchaseOrder(await purchaseOrders.get(user.id, params.id)) }),
  );

  routes.get(
    "/purchase-orders/:id/pdf",
    { access: "inventory-tracker", params: idParamsSchema, response: answers.file },
    async ({ user, params, res }) => {
      const po = presentPurchaseOrder(await purchaseOrders.get(user.id, params.id));
      res.setHeader("Cache-Control", "private, no-store");
      res.attachment(`purchase-order-${po.id}.pdf`);
      res.type("application/pdf").send(await purchaseOrderPdf(po));
    },
  );

  routes.patch(
    "/purchase-orders/:id",
    {
      access: "inventory-tracker",
      params: idParamsSchema,
      body: updatePurchaseOrderSchema,
      response: purchaseOrderResponseSchema,
    },
    async ({ user, params, body }) => ({
      purchaseOrder: presentPurchaseOrder(await purchaseOrders.update(user.id, params.id, body)),
    }),
  );

  routes.post(
    "/purchase-orders/:id/receipts",
    {
      access: "inventory-tracker",
      params: idParamsSchema,
      body: createReceiptSchema,
      status: 201,
      response: purchaseOrderResponseSchema,
    },
    async ({ user, params, body }) => ({
      purchaseOrder: presentPurchaseOrder(await purchaseOrders.receive(user.id, params.id, body)),
    }),
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
