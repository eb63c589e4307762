/** Operations answers: the readiness check (docs/operations.md#health-and-readiness). */
import { z } from "zod";

export const readinessChecksSchema = z.object({
  /** The database answered a query within the check's time. */
  database: z.boolean(),
  /** Every migration of this version is applied. */
  migrations: z.boolean(),
  /** The job queue has started and its workers take jobs. */
  jobs: z.boolean(),
});

export const readyResponseSchema = z.object({
  ready: z.literal(true),
  state: z.literal("ready"),
  checks: readinessChecksSchema,
});
