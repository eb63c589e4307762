/** Operations: readiness and metrics, for load balancers and scrapers (docs/operations.md). */
import { defineModule } from "../define-module";
import { createOpsRawRouter } from "./ops.routes";
import { createMetricsPages } from "./metrics.routes";

export const opsModule = defineModule({ name: "ops", rawRoutes: createOpsRawRouter, pages: createMetricsPages });
