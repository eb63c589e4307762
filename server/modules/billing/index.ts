/**
 * The front door of the billing module: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
export { planServiceFor } from "./plan.service";
export { createBillingDeps, startExpirySweep } from "./billing.deps";
