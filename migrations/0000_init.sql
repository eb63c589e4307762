CREATE TABLE "business_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"executive_summary" text NOT NULL,
	"revenue_projections" jsonb NOT NULL,
	"key_metrics" jsonb NOT NULL,
	"cost_breakdown" jsonb NOT NULL,
	"risk_assessment" jsonb NOT NULL,
	"next_steps" jsonb NOT NULL,
	"full_plan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tool" varchar(64) NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb NOT NULL,
	"engine" varchar(16) NOT NULL,
	"model" varchar(100) NOT NULL,
	"duration_ms" integer NOT NULL,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_analysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"industry" text NOT NULL,
	"target_market" text,
	"location" text,
	"market_size" text NOT NULL,
	"growth_rate" text NOT NULL,
	"opportunity_score" integer NOT NULL,
	"competition_level" text NOT NULL,
	"competitors" jsonb NOT NULL,
	"trends" jsonb NOT NULL,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_id" integer,
	"from_plan" varchar(8) NOT NULL,
	"to_plan" varchar(8) NOT NULL,
	"source" varchar(16) NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"industry" text NOT NULL,
	"target_market" text NOT NULL,
	"estimated_revenue" text NOT NULL,
	"market_size" text NOT NULL,
	"competition" text NOT NULL,
	"time_to_market" text NOT NULL,
	"risk_level" text NOT NULL,
	"profit_potential" text NOT NULL,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(100) NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" integer NOT NULL,
	"quota" varchar(64) NOT NULL,
	"period" varchar(16) NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_user_id_quota_period_pk" PRIMARY KEY("user_id","quota","period")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(320) NOT NULL,
	"username" varchar(64),
	"password" text,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"google_id" varchar(64),
	"selected_plan" varchar(8) DEFAULT 'free' NOT NULL,
	"pro_subscription_start_date" timestamp with time zone,
	"pro_subscription_end_date" timestamp with time zone,
	"has_completed_onboarding" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"total_ideas_generated" integer DEFAULT 0 NOT NULL,
	"total_logos_created" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"discord_id" varchar(64),
	"discord_username" varchar(100),
	"discord_connected_at" timestamp with time zone,
	"stripe_customer_id" varchar(64),
	"stripe_subscription_id" varchar(64),
	"stripe_subscription_status" varchar(32),
	"had_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_google_id_unique" UNIQUE("google_id"),
	CONSTRAINT "users_discord_id_unique" UNIQUE("discord_id"),
	CONSTRAINT "users_stripe_customer_id_unique" UNIQUE("stripe_customer_id")
);
--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_product_idea_id_product_ideas_id_fk" FOREIGN KEY ("product_idea_id") REFERENCES "public"."product_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_plans" ADD CONSTRAINT "business_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_analysis" ADD CONSTRAINT "market_analysis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ideas" ADD CONSTRAINT "product_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_plans_idea_idx" ON "business_plans" USING btree ("product_idea_id");--> statement-breakpoint
CREATE INDEX "business_plans_user_idx" ON "business_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "generations_user_tool_idx" ON "generations" USING btree ("user_id","tool","created_at");--> statement-breakpoint
CREATE INDEX "market_analysis_user_idx" ON "market_analysis" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_changes_user_idx" ON "plan_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_ideas_user_idx" ON "product_ideas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "IDX_session_expire" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_active_at_idx" ON "users" USING btree ("last_active_at");--> statement-breakpoint
CREATE INDEX "users_plan_end_idx" ON "users" USING btree ("selected_plan","pro_subscription_end_date");