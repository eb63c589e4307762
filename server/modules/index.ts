/**
 * Mounts every module's router. One line per module.
 * `api` parses JSON and has the session; `raw` sees the untouched body and no session (signed webhooks).
 */
import type { Router } from "express";
import type { AppContext } from "../context";

export function mountModules(api: Router, raw: Router, ctx: AppContext): void {
  void api;
  void raw;
  void ctx;
}
