/** The Partnership Finder area (issue 14; decisions D14). */
import { defineModule } from "../define-module";
import { createPartnershipsRouter } from "./partnerships.routes";

export const partnershipsModule = defineModule({ name: "partnerships", routes: createPartnershipsRouter });
