/**
 * The front door of the finance module: what other server code may use of it (docs/decisions/840-module-front-doors.md).
 * Everything else in this folder is the module's own.
 */
export { createFinanceRepository } from "./finance.repository";
export { createFinanceService } from "./finance.service";
