/** The business profile area (docs/guide/business-profile.md): who the person is and what their business is, asked once. */
import { defineModule } from "../define-module";
import { createBusinessProfileRouter } from "./business-profile.routes";

export const businessProfileModule = defineModule({ name: "business-profile", routes: createBusinessProfileRouter });
