-- Uploaded files in parts of 256 KB, and each import's file size for the per-person storage quota
-- (docs/decisions/1045-fair-imports.md). A file stored before is its own part 0.
ALTER TABLE "import_files" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_files" DROP CONSTRAINT "import_files_pkey";--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_import_id_part_pk" PRIMARY KEY("import_id","part");--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "file_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "imports" SET "file_bytes" = f."byte_size" FROM "import_files" f WHERE f."import_id" = "imports"."id";
