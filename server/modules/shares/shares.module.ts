/** Read-only share links of quick validations, market analyses and business plans (docs/decisions/960). */
import { defineModule } from "../define-module";
import { createSharePagesRouter, createSharesRouter } from "./shares.routes";

export const sharesModule = defineModule({ name: "shares", routes: createSharesRouter, pages: createSharePagesRouter });
