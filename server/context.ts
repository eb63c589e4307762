/** What every module receives: configuration, database, logger, guards, limits and shared repositories. */
import type { Env } from "./env";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import type { Guards } from "./http/guards";
import type { RateLimiters } from "./http/rate-limit";
import type { UsersRepository } from "./users/users.repository";
import type { ToolRegistry } from "./ai/registry";
import type { AuthService, PassportInstance } from "./modules/auth";
import type { JobQueue } from "./jobs/queue";

export type AppContext = {
  env: Env;
  db: Database["db"];
  pool: Database["pool"];
  logger: Logger;
  guards: Guards;
  limits: RateLimiters;
  users: UsersRepository;
  /**
   * The sign-in rules and the passport instance the app runs on every request (its session middleware must
   * come before every module's routes); the auth module's routes sign people in and out with them.
   */
  auth: { service: AuthService; passport: PassportInstance };
  /** Every AI tool the modules register (server/modules/index.ts). */
  tools: ToolRegistry;
  /**
   * The job queue (docs/decisions/1002-job-queue.md): modules define their jobs when their routes are built; it
   * starts on the first job sent, or when the server starts it.
   */
  jobs: JobQueue;
  /** Overridable outside services (tests point them at fakes; later modules add theirs). */
  services: AppServices;
};

// Modules extend this interface with their own outside-service handles (declaration merging).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppServices {}
