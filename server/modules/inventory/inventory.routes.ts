/**
 * /api/inventory (list, create, edit, delete, CSV export; a CSV file is imported at /api/imports, decision 1034), /api/inventory/:id/sales and /api/sales
 * (list, export, delete). Thin: the route helper parses, the service works, the presenter shapes.
 */
import type { Response, Router } from "express";
import type { AppContext } from "../../context";
import { createRoutes } from "../../http/route";
import { toCsv } from "../../http/csv";
import { inventoryEndpoints } from "../../../shared/contracts/endpoints/inventory";
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
  const ep = inventoryEndpoints;

  // One presenter for every answer about an item (docs/decisions/822-a-contract-on-every-answer.md); the list is
  // one page, filtered and sorted by the database (docs/decisions/1103-inventory-list-paged.md).
  routes.serve(ep.list, async ({ user, query }) => {
    const { rows, total } = await service.page(user.id, query);
    return { items: rows.map(presentItem), total };
  });

  routes.serve(ep.summary, async ({ user }) => ({ summary: await service.summary(user.id) }));

  routes.serve(ep.reorder, async ({ user }) => ({
    items: (await service.reorder(user.id)).map((entry) => ({ ...entry, item: presentItem(entry.item) })),
  }));

  routes.serve(ep.valuation, async ({ user, query }) => ({ valuation: await service.valuation(user.id, query.month) }));

  routes.serve(ep.export, async ({ user, res }) => {
    const rows = (await service.list(user.id)).reverse();
    sendCsv(res, "inventory", toCsv(INVENTORY_CSV_COLUMNS, rows.map(presentItem)));
  });

  routes.serve(ep.create, async ({ user, body }) => ({ item: presentItem(await service.create(user.id, body)) }));

  routes.serve(ep.byBarcode, async ({ user, params }) => ({
    item: presentItem(await service.byBarcode(user.id, params.code)),
  }));

  routes.serve(ep.item, async ({ user, params }) => {
    const { item, supply } = await service.detail(user.id, params.id);
    return { item: presentItem(item), supply };
  });

  routes.serve(ep.movements, async ({ user, params }) => ({
    movements: (await service.movements(user.id, params.id)).map(presentMovement),
  }));

  routes.serve(ep.adjust, async ({ user, params, body }) => {
    const { item, movement } = await service.adjust(user.id, params.id, body.change, body.reason);
    return { item: presentItem(item), movement: presentMovement(movement) };
  });

  routes.serve(ep.purchasePrices, async ({ user, params }) => ({
    prices: (await service.purchasePrices(user.id, params.id)).map((p) => ({ ...p, date: p.date.toISOString() })),
  }));

  routes.serve(ep.purchaseOrders, async ({ user }) => ({
    purchaseOrders: (await purchaseOrders.list(user.id)).map(presentPurchaseOrder),
  }));

  routes.serve(ep.createPurchaseOrder, async ({ user, body }) => ({
    purchaseOrder: presentPurchaseOrder(await purchaseOrders.create(user.id, body)),
  }));

  routes.serve(ep.purchaseOrder, async ({ user, params }) => ({
    purchaseOrder: presentPurchaseOrder(await purchaseOrders.get(user.id, params.id)),
  }));

  routes.serve(ep.purchaseOrderPdf, async ({ user, params, res }) => {
    const po = presentPurchaseOrder(await purchaseOrders.get(user.id, params.id));
    res.setHeader("Cache-Control", "private, no-store");
    res.attachment(`purchase-order-${po.id}.pdf`);
    res.type("application/pdf").send(await purchaseOrderPdf(po));
  });

  routes.serve(ep.updatePurchaseOrder, async ({ user, params, body }) => ({
    purchaseOrder: presentPurchaseOrder(await purchaseOrders.update(user.id, params.id, body)),
  }));

  routes.serve(ep.receive, async ({ user, params, body }) => ({
    purchaseOrder: presentPurchaseOrder(await purchaseOrders.receive(user.id, params.id, body)),
  }));

  routes.serve(ep.update, async ({ user, params, body }) => ({
    item: presentItem(await service.update(user.id, params.id, body)),
  }));

  routes.serve(ep.remove, async ({ user, params }) => {
    await service.remove(user.id, params.id);
  });

  routes.serve(ep.sell, async ({ user, params, body }) => {
    const { sale, item } = await service.sell(user.id, params.id, body);
    return { sale: presentSale(sale), item: presentItem(item) };
  });

  routes.serve(ep.sales, async ({ user, query }) => {
    const { rows, total } = await service.listSales(user.id, query.page, query.pageSize);
    return { sales: rows.map(presentSale), total, page: query.page, pageSize: query.pageSize };
  });

  routes.serve(ep.exportSales, async ({ user, res }) => {
    sendCsv(res, "sales", toCsv(SALES_CSV_COLUMNS, (await service.allSales(user.id)).map(presentSale)));
  });

  routes.serve(ep.removeSale, async ({ user, params }) => {
    await service.deleteSale(user.id, params.id);
  });

  return routes.router;
}
