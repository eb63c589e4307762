/** The supplier catalogue and each user's favourites (docs/decisions/900). */
import { defineModule } from "../define-module";
import { createSuppliersRouter } from "./suppliers.routes";

export const suppliersModule = defineModule({ name: "suppliers", routes: createSuppliersRouter });
