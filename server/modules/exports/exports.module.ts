/** PDF and Markdown downloads of quick validations, market analyses and business plans (docs/decisions/960). */
import { defineModule } from "../define-module";
import { createExportsRouter } from "./exports.routes";

export const exportsModule = defineModule({ name: "exports", routes: createExportsRouter });
