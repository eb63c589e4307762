-- Undo of a large import as a job (docs/decisions/1056-undo-of-a-large-import-is-a-job.md): when its undo was queued;
-- the import is shown as "Undoing…" until the job removes it in one transaction.
ALTER TABLE "imports" ADD COLUMN "undo_queued_at" timestamp with time zone;
