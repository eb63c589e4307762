/** The admin area: stats, the user list and plan changes. */
import { defineModule } from "../define-module";
import { createAdminRouter } from "./admin.routes";

export const adminModule = defineModule({ name: "admin", routes: createAdminRouter });
