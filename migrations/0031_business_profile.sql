CREATE TABLE "business_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sells" varchar(200),
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" varchar(2),
	"region" varchar(100),
	"currency" varchar(3),
	"budget" numeric(12, 2),
	"hours_per_week" smallint,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"age_band" varchar(8),
	"stage" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_hours" CHECK ("business_profiles"."hours_per_week" between 0 and 80),
	CONSTRAINT "business_profiles_budget" CHECK ("business_profiles"."budget" >= 0)
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "based_on" jsonb;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;