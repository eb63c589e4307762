/** Queries on content_pieces: the shared saved-items repository (server/db/owned-rows.ts). */
import { contentPieces } from "../../../shared/schema";
import type { Db } from "../../db/client";
import { ownedRows } from "../../db/owned-rows";

/** The most pieces the library lists (newest first). */
export const LIBRARY_LIMIT = 200;

export function createCreatorRepository(db: Db) {
  return ownedRows(db, contentPieces, { listLimit: LIBRARY_LIMIT });
}
