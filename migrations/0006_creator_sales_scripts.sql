CREATE TABLE "content_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tone" varchar(20) NOT NULL,
	"platform" varchar(20),
	"length" varchar(10) NOT NULL,
	"topic" text NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"product" text NOT NULL,
	"target_audience" text DEFAULT '' NOT NULL,
	"script" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_pieces" ADD CONSTRAINT "content_pieces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_scripts" ADD CONSTRAINT "sales_scripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_pieces_user_idx" ON "content_pieces" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_scripts_user_idx" ON "sales_scripts" USING btree ("user_id","created_at");