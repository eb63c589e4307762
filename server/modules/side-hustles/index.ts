/**
 * The front door of the side-hustles module: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
export { seedSideHustles } from "./side-hustles.seed";
