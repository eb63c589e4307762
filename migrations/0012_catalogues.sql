CREATE TABLE "micro_niches" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(140) NOT NULL,
	"name" text NOT NULL,
	"category" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"competition_level" varchar(8) NOT NULL,
	"demand_level" varchar(8) NOT NULL,
	"profit_potential" varchar(8) NOT NULL,
	"target_audience" text NOT NULL,
	"key_products" jsonb NOT NULL,
	"marketing_channels" jsonb NOT NULL,
	"entry_barriers" text NOT NULL,
	"seasonality" text NOT NULL,
	"industry" varchar(64) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "micro_niches_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "side_hustle_bookmarks" (
	"user_id" integer NOT NULL,
	"hustle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "side_hustle_bookmarks_user_id_hustle_id_pk" PRIMARY KEY("user_id","hustle_id")
);
--> statement-breakpoint
CREATE TABLE "side_hustle_checklist" (
	"user_id" integer NOT NULL,
	"hustle_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"item_index" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "side_hustle_checklist_user_id_hustle_id_kind_item_index_pk" PRIMARY KEY("user_id","hustle_id","kind","item_index")
);
--> statement-breakpoint
CREATE TABLE "side_hustles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(140) NOT NULL,
	"title" text NOT NULL,
	"category" varchar(32) NOT NULL,
	"description" text NOT NULL,
	"difficulty_level" varchar(16) NOT NULL,
	"time_investment" text NOT NULL,
	"potential_earnings" text NOT NULL,
	"startup_cost" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "side_hustles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "trending_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(140) NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"category" varchar(32) NOT NULL,
	"platform" varchar(32) NOT NULL,
	"profit_margin" integer NOT NULL,
	"shipping_time" text NOT NULL,
	"competition_level" varchar(8) NOT NULL,
	"trend_score" integer NOT NULL,
	"trend_history" jsonb NOT NULL,
	"season" text,
	"image_url" text,
	"product_url" text NOT NULL,
	"description" text NOT NULL,
	"source" varchar(16) DEFAULT 'catalogue' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trending_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "side_hustle_bookmarks" ADD CONSTRAINT "side_hustle_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_hustle_bookmarks" ADD CONSTRAINT "side_hustle_bookmarks_hustle_id_side_hustles_id_fk" FOREIGN KEY ("hustle_id") REFERENCES "public"."side_hustles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_hustle_checklist" ADD CONSTRAINT "side_hustle_checklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "side_hustle_checklist" ADD CONSTRAINT "side_hustle_checklist_hustle_id_side_hustles_id_fk" FOREIGN KEY ("hustle_id") REFERENCES "public"."side_hustles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "micro_niches_category_idx" ON "micro_niches" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "micro_niches_competition_idx" ON "micro_niches" USING btree ("competition_level","sort_order");--> statement-breakpoint
CREATE INDEX "micro_niches_demand_idx" ON "micro_niches" USING btree ("demand_level","sort_order");--> statement-breakpoint
CREATE INDEX "side_hustles_category_idx" ON "side_hustles" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "side_hustles_difficulty_idx" ON "side_hustles" USING btree ("difficulty_level","sort_order");--> statement-breakpoint
CREATE INDEX "side_hustles_active_order_idx" ON "side_hustles" USING btree ("sort_order") WHERE "side_hustles"."is_active";--> statement-breakpoint
CREATE INDEX "trending_products_score_idx" ON "trending_products" USING btree ("trend_score");--> statement-breakpoint
CREATE INDEX "trending_products_category_score_idx" ON "trending_products" USING btree ("category","trend_score");--> statement-breakpoint
CREATE INDEX "trending_products_platform_score_idx" ON "trending_products" USING btree ("platform","trend_score");