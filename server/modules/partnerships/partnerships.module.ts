/** The Partnership Finder area (docs/product-rules.md#people-and-messages; docs/decisions/970). */
import { defineModule } from "../define-module";
import { createPartnershipsRouter } from "./partnerships.routes";

export const partnershipsModule = defineModule({ name: "partnerships", routes: createPartnershipsRouter });
