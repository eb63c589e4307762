/** The Advanced Analytics area (docs/decisions/970): one Pro-only summary over the inventory and sales tables. */
import { defineModule } from "../define-module";
import { createAnalyticsRouter } from "./analytics.routes";

export const analyticsModule = defineModule({ name: "analytics", routes: createAnalyticsRouter });
