ALTER TABLE "content_pieces" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_scripts" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;