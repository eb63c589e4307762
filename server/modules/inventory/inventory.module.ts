/** The inventory area: stock items, their sales and CSV import/export (issue 11). */
import { defineModule } from "../define-module";
import { createInventoryRouter } from "./inventory.routes";

export const inventoryModule = defineModule({ name: "inventory", routes: createInventoryRouter });
