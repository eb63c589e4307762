/**
 * The front door of the roadmap module: what other server code may use of it (docs/architecture.md#what-may-import-what).
 * Everything else in this folder is the module's own.
 */
export { createRoadmapService } from "./roadmap.service";
