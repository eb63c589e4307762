/** The Side Hustles catalogue: curated hustles (seeded at start), each user's bookmarks and start-guide ticks. */
import { defineModule } from "../define-module";
import { createSideHustlesRouter } from "./side-hustles.routes";

export const sideHustlesModule = defineModule({ name: "side-hustles", routes: createSideHustlesRouter });
