/**
 * Imports of platform exports into orders (docs/product-rules.md#one-table-for-every-sale): the API and the job
 * that does the work on the job queue (docs/decisions/1002-job-queue.md, docs/decisions/1003-imports-api.md).
 */
import { defineModule } from "../define-module";
import { createImportsRouter } from "./imports.routes";

export const importsModule = defineModule({ name: "imports", routes: createImportsRouter });
