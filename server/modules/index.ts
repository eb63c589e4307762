/** Mounts every module's router under /api. One line per module. */
import type { Router } from "express";
import type { AppContext } from "../context";

export function mountModules(api: Router, ctx: AppContext): void {
  void api;
  void ctx;
}
