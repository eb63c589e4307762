/**
 * The profit-and-loss area (docs/guide/profit-and-loss.md): the P&L and its CSV, currency rates, finance settings
 * and expenses, for every signed-in person on every plan.
 */
import { defineModule } from "../define-module";
import { createFinanceRouter } from "./finance.routes";

export const financeModule = defineModule({ name: "finance", routes: createFinanceRouter });
