CREATE TABLE "mentor_memories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_conversations" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_memories" ADD CONSTRAINT "mentor_memories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_memories_user_idx" ON "mentor_memories" USING btree ("user_id","id");
--> statement-breakpoint
-- hand-written below
-- Full-text search over past conversations (docs/decisions/1303-conversation-search.md): a generated tsvector of
-- each message and of each title, with GIN indexes; the two-argument to_tsvector is immutable, so it runs on
-- PostgreSQL 15 and on the embedded database alike.
ALTER TABLE "mentor_messages" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "content")) STORED;--> statement-breakpoint
CREATE INDEX "mentor_messages_search_idx" ON "mentor_messages" USING gin ("search");--> statement-breakpoint
ALTER TABLE "mentor_conversations" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "title")) STORED;--> statement-breakpoint
CREATE INDEX "mentor_conversations_search_idx" ON "mentor_conversations" USING gin ("search");
