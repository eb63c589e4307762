/**
 * Undo of a large import as a job (docs/decisions/1056-undo-of-a-large-import-is-a-job.md): an import of more than
 * `UNDO_INLINE_ROWS` rows that has ended is marked `undo_queued_at` ("Undoing…" on the imports screen) and removed by
 * a job on the imports' queue, in the one transaction of `ImportsRepository.remove`: a run that stops (a process
 * stopped or dead) leaves the import whole, and the job is retried. Smaller imports are undone in the request.
 */
import type { JobQueue } from "../../jobs/queue";
import type { UndoMarks } from "./import-queue.repository";
import { importJobKey } from "./imports.job";
import type { ImportsRepository } from "./imports.repository";

export const IMPORT_UNDO_JOB = "imports.undo";
export type ImportUndoData = { userId: number; importId: number };

/** Above this many rows an ended import is undone by a job (a 30,000-row statement took 4-9 s in the request). */
export const UNDO_INLINE_ROWS = 2_000;

/** A run may take this long before the supervisor counts its process as dead and the job is retried. */
const UNDO_EXPIRY_SECONDS = 15 * 60;

/** Defines the undo job: the import removed whole, or left whole for a retry. */
export function defineImportUndo(jobs: JobQueue, repo: ImportsRepository, marks: UndoMarks): void {
  jobs.define<ImportUndoData>({
    name: IMPORT_UNDO_JOB,
    retryLimit: 3,
    retryDelaySeconds: 2,
    retryBackoff: true,
    expireInSeconds: UNDO_EXPIRY_SECONDS,
    // One run per person at a time, as their imports.
    onePerKey: true,
    handler: async ({ userId, importId }, { lastAttempt }) => {
      try {
        await repo.remove(userId, importId); // false when already gone: nothing left to do
      } catch (err) {
        if (lastAttempt) await marks.clear(importId).catch(() => undefined);
        throw err;
      }
    },
  });
}

/** Queues the undo of a marked import; the mark is cleared when it cannot be queued. */
export async function queueUndo(jobs: JobQueue, marks: UndoMarks, data: ImportUndoData): Promise<void> {
  try {
    await jobs.send<ImportUndoData>(IMPORT_UNDO_JOB, data, { singletonKey: importJobKey(data.userId) });
  } catch (err) {
    await marks.clear(data.importId).catch(() => undefined);
    throw err;
  }
}
