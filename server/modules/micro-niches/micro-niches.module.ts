/** The Micro Niches catalogue: curated niches (seeded at start), read-only. */
import { defineModule } from "../define-module";
import { createMicroNichesRouter } from "./micro-niches.routes";

export const microNichesModule = defineModule({ name: "micro-niches", routes: createMicroNichesRouter });
