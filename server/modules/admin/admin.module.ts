/** The admin area: stats, the user list, plan changes and challenge reward claims. */
import { defineModule } from "../define-module";
import { createAdminRouter } from "./admin.routes";

export const adminModule = defineModule({ name: "admin", routes: createAdminRouter });
