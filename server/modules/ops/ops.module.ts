/** Operations: readiness (and the metrics page), for load balancers and scrapers (docs/operations.md). */
import { defineModule } from "../define-module";
import { createOpsRawRouter } from "./ops.routes";

export const opsModule = defineModule({ name: "ops", rawRoutes: createOpsRawRouter });
