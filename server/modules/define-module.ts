/**
 * The one shape of a server module: its name, its routers and the AI tools it registers.
 * server/modules/index.ts lists every module once; the app mounts their routes and collects their tools.
 */
import type { Router } from "express";
import type { AppContext } from "../context";
import type { ToolRegistration } from "../ai/registry";

export type ModuleDefinition = {
  /** The area's folder name (modules/<name>/). */
  name: string;
  /** Routes under /api, behind JSON parsing and the session. */
  routes?: (ctx: AppContext) => Router;
  /**
   * Routes under /api that need the untouched body and no session (signed webhooks), before the cross-origin check.
   * Only requests under their routes' first path segment enter them (docs/decisions/849-less-session-work-per-request.md).
   */
  rawRoutes?: (ctx: AppContext) => Router;
  /** Routes outside /api, before the frontend (pages the server prepares, e.g. a shared result's head tags). */
  pages?: (ctx: AppContext) => Router;
  /** AI tools this module registers: each becomes `POST /api<tool.path>` (mounted by the ai module). */
  tools?: readonly ToolRegistration[];
};

/** Declares a module; identity at runtime, typed at the call site. */
export function defineModule(definition: ModuleDefinition): ModuleDefinition {
  return definition;
}
