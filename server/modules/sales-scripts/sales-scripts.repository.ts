/** Queries on sales_scripts: the shared saved-items repository (server/db/owned-rows.ts). */
import { salesScripts } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { ownedRows } from "../../db/owned-rows";

/** The most saved scripts the history lists (newest first). */
export const SCRIPT_HISTORY_LIMIT = 100;

export function createSalesScriptsRepository(db: Db) {
  return ownedRows(db, salesScripts, { listLimit: SCRIPT_HISTORY_LIMIT });
}
