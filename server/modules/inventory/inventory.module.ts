/** The inventory area: stock items, their sales and CSV import/export (docs/decisions/900). */
import { defineModule } from "../define-module";
import { createInventoryRouter } from "./inventory.routes";

export const inventoryModule = defineModule({ name: "inventory", routes: createInventoryRouter });
