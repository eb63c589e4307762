/** The product's own figures for the stat tiles (docs/decisions/1440-figures-are-counted.md). */
import { defineModule } from "../define-module";
import { createStatsRouter } from "./stats.routes";

export const statsModule = defineModule({ name: "stats", routes: createStatsRouter });
