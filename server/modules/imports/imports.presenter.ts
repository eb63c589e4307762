/** Presents an import as the API answers it (shared/contracts/imports.ts importRecordSchema). */
import type { ImportRecord, ImportRowError } from "../../../shared/contracts/imports";
import type { ImportRow } from "../../../shared/schema";

export function presentImport(row: ImportRow): ImportRecord {
  return {
    id: row.id,
    source: row.format,
    fileName: row.fileName,
    status: row.status,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    ordersAdded: row.ordersAdded,
    ordersSkipped: row.ordersSkipped,
    expensesAdded: row.expensesAdded,
    costsAdded: row.costsAdded,
    productsUpdated: row.productsUpdated,
    errors: row.errors as ImportRowError[],
    warnings: row.warnings as ImportRowError[],
    sample: row.sample,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoing: row.undoQueuedAt !== null,
  };
}
