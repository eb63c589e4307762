/**
 * /api/inventory (list, create, edit, delete, CSV export and import), /api/inventory/:id/sales and /api/sales
 * (list, export, delete). Thin: validate, call the service, present.
 */
import { Router, type RequestHandler } from "express";
import multer from "multer";
import type { AppContext } from "../../context";
import { currentUser, requireUser } from "../../http/guards";
import { input, validate } from "../../http/validate";
import { ValidationError } from "../../http/errors";
import {
  createInventoryItemSchema,
  createSaleSchema,
  idParamsSchema,
  importQuerySchema,
  salesQuerySchema,
  updateInventoryItemSchema,
} from "../../../shared/contracts/inventory";
import { createInventoryRepository } from "./inventory.repository";
import { createInventoryService } from "./inventory.service";
import { presentItem, presentSale } from "./inventory.presenter";
import { INVENTORY_CSV_COLUMNS, SALES_CSV_COLUMNS, toCsv } from "./inventory.csv";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single("file");

/** multer's own errors (too large, wrong field) become clean 400s. */
const receiveFile: RequestHandler = (req, res, next) =>
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    const code = (err as { code?: string }).code;
    if (code === "LIMIT_FILE_SIZE") return next(new ValidationError("The file is larger than 5 MB"));
    if (code === "LIMIT_UNEXPECTED_FILE") return next(new ValidationError('Send the CSV file in the form field "file"'));
    next(new ValidationError("The upload could not be read"));
  });

const csvFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;

export function createInventoryRouter(ctx: AppContext): Router {
  const router = Router();
  const service = createInventoryService(createInventoryRepository(ctx.db));

  router.get("/inventory", requireUser, async (req, res) => {
    const rows = await service.list(currentUser(req).id);
    res.json({ items: rows.map(presentItem) });
  });

  router.get("/inventory/export", requireUser, async (req, res) => {
    const rows = (await service.list(currentUser(req).id)).reverse();
    res.attachment(csvFileName("inventory")).type("text/csv").send(toCsv(INVENTORY_CSV_COLUMNS, rows.map(presentItem)));
  });

  const importSchemas = { query: importQuerySchema };
  router.post("/inventory/import", requireUser, receiveFile, validate(importSchemas), async (req, res) => {
    const { query } = input(res, importSchemas);
    if (!req.file) throw new ValidationError('Choose a CSV file to import (form field "file")');
    const result = await service.importCsv(currentUser(req).id, req.file.buffer.toString("utf8"), query.dryRun);
    res.status(query.dryRun ? 200 : 201).json(result);
  });

  const createSchemas = { body: createInventoryItemSchema };
  router.post("/inventory", requireUser, validate(createSchemas), async (req, res) => {
    const { body } = input(res, createSchemas);
    const row = await service.create(currentUser(req).id, body);
    res.status(201).json({ item: presentItem(row) });
  });

  const updateSchemas = { params: idParamsSchema, body: updateInventoryItemSchema };
  router.patch("/inventory/:id", requireUser, validate(updateSchemas), async (req, res) => {
    const { params, body } = input(res, updateSchemas);
    const row = await service.update(currentUser(req).id, params.id, body);
    res.json({ item: presentItem(row) });
  });

  const idSchemas = { params: idParamsSchema };
  router.delete("/inventory/:id", requireUser, validate(idSchemas), async (req, res) => {
    const { params } = input(res, idSchemas);
    await service.remove(currentUser(req).id, params.id);
    res.status(204).end();
  });

  const saleSchemas = { params: idParamsSchema, body: createSaleSchema };
  router.post("/inventory/:id/sales", requireUser, validate(saleSchemas), async (req, res) => {
    const { params, body } = input(res, saleSchemas);
    const { sale, item } = await service.sell(currentUser(req).id, params.id, body);
    res.status(201).json({ sale: presentSale(sale), item: presentItem(item) });
  });

  const listSchemas = { query: salesQuerySchema };
  router.get("/sales", requireUser, validate(listSchemas), async (req, res) => {
    const { query } = input(res, listSchemas);
    const { rows, total } = await service.listSales(currentUser(req).id, query.page, query.pageSize);
    res.json({ sales: rows.map(presentSale), total, page: query.page, pageSize: query.pageSize });
  });

  router.get("/sales/export", requireUser, async (req, res) => {
    const rows = await service.allSales(currentUser(req).id);
    res.attachment(csvFileName("sales")).type("text/csv").send(toCsv(SALES_CSV_COLUMNS, rows.map(presentSale)));
  });

  router.delete("/sales/:id", requireUser, validate(idSchemas), async (req, res) => {
    const { params } = input(res, idSchemas);
    await service.deleteSale(currentUser(req).id, params.id);
    res.status(204).end();
  });

  return router;
}
