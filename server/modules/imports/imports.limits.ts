/**
 * What one person may have in the imports queue (docs/decisions/1045-fair-imports.md, docs/guide/imports.md): at
 * most 3 imports waiting or running, and at most 50 MB of their files stored. Both are checked in the transaction
 * that creates the import, under a lock on the person's row, so requests in several processes count in turn.
 */
import type pg from "pg";
import type { Db } from "../../db/client";
import { AppError } from "../../http/errors";
import { importsAhead, lockPersonForImports, waitingImports, type Waiting } from "./import-queue.repository";

/** Imports a person may have waiting or running at once (the sample files are one import). */
export const IMPORTS_AT_ONCE = 3;
/** Bytes of uploaded files a person may have stored at once (files of imports not finished yet). */
const IMPORT_STORAGE_BYTES = 50 * 1024 * 1024;
/** A file is removed when its import ends; an import still waiting or running after this long is stopped. */
export const IMPORT_RETENTION_HOURS = 24;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** 429 in the usual error shape, saying how many are waiting. */
export function tooManyImports({ waiting, running }: Waiting): AppError {
  return new AppError(
    429,
    "too_many_imports",
    `You have ${plural(waiting + running, "import")} waiting or running (${waiting} waiting, ${running} running): up to ${IMPORTS_AT_ONCE} at a time. Start this one when one of them has finished.`,
    { waiting, running, limit: IMPORTS_AT_ONCE },
  );
}

/**
 * Checks the person may queue one more import of `fileBytes`, inside the transaction that then creates it: the
 * person's row is locked first, so two requests (in any process) count one after the other. Throws the 429.
 */
export async function admitImport(tx: Tx, userId: number, fileBytes: number): Promise<void> {
  await lockPersonForImports(tx, userId);
  const held = await waitingImports(tx, userId);
  if (held.waiting + held.running >= IMPORTS_AT_ONCE) throw tooManyImports(held);
  if (held.storedBytes + fileBytes > IMPORT_STORAGE_BYTES)
    throw new AppError(
      429,
      "import_storage_full",
      `The files of your imports waiting or running take ${megabytes(held.storedBytes)} and this one ${megabytes(fileBytes)}: up to ${megabytes(IMPORT_STORAGE_BYTES)} are kept until their imports finish. Start it when one of them has finished.`,
      { storedBytes: held.storedBytes, fileBytes, limitBytes: IMPORT_STORAGE_BYTES },
    );
}

/**
 * Where a new import of the person goes in the queue: minus the number of their imports ahead of it, so anyone's
 * first import runs before anyone's second (pg-boss takes higher priorities first, then the oldest).
 */
export async function queuePriority(pool: pg.Pool, userId: number, importId: number): Promise<number> {
  return -(await importsAhead(pool, userId, importId));
}
