/**
 * The front door of the business-ideas module: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
export { createBusinessIdeasService } from "./business-ideas.service";
export { presentBusinessPlan } from "./business-ideas.presenter";
