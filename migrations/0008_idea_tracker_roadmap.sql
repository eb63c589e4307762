CREATE TABLE "business_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'idea' NOT NULL,
	"ai_scores" jsonb,
	"user_rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_ideas_status_check" CHECK ("business_ideas"."status" in ('idea', 'researching', 'planning', 'launched')),
	CONSTRAINT "business_ideas_rating_check" CHECK ("business_ideas"."user_rating" is null or "business_ideas"."user_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "roadmap_steps" (
	"roadmap_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" varchar(16) NOT NULL,
	"difficulty" varchar(8) NOT NULL,
	"estimated_time" text NOT NULL,
	"reward_xp" integer NOT NULL,
	"reward_badge" text,
	"unlocked" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "roadmap_steps_roadmap_id_step_id_pk" PRIMARY KEY("roadmap_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "roadmaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"business_name" text NOT NULL,
	"industry" text NOT NULL,
	"business_idea" text NOT NULL,
	"estimated_timeline" text NOT NULL,
	"key_milestones" jsonb NOT NULL,
	"achievement_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_ideas" ADD CONSTRAINT "business_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmap_steps" ADD CONSTRAINT "roadmap_steps_roadmap_id_roadmaps_id_fk" FOREIGN KEY ("roadmap_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmaps" ADD CONSTRAINT "roadmaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_ideas_user_idx" ON "business_ideas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "roadmaps_user_idx" ON "roadmaps" USING btree ("user_id","created_at");