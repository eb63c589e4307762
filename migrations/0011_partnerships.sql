CREATE TABLE "partnership_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"proposal" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "partnership_connections_not_self" CHECK ("partnership_connections"."from_user_id" <> "partnership_connections"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "partnership_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bio" text NOT NULL,
	"niche" varchar(16) NOT NULL,
	"location" varchar(120) NOT NULL,
	"looking_for" jsonb NOT NULL,
	"offering" jsonb NOT NULL,
	"experience" varchar(16) NOT NULL,
	"social_proof" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"availability" varchar(16) DEFAULT 'available' NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnership_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "partnership_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"type" varchar(24) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" varchar(100) DEFAULT '' NOT NULL,
	"required_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget" varchar(100) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD CONSTRAINT "partnership_applications_request_id_partnership_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."partnership_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD CONSTRAINT "partnership_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_connections" ADD CONSTRAINT "partnership_connections_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_connections" ADD CONSTRAINT "partnership_connections_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_profiles" ADD CONSTRAINT "partnership_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_applications_request_applicant_idx" ON "partnership_applications" USING btree ("request_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partnership_connections_pending_pair_idx" ON "partnership_connections" USING btree (least("from_user_id", "to_user_id"),greatest("from_user_id", "to_user_id")) WHERE "partnership_connections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "partnership_connections_from_idx" ON "partnership_connections" USING btree ("from_user_id","created_at");--> statement-breakpoint
CREATE INDEX "partnership_connections_to_idx" ON "partnership_connections" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "partnership_profiles_niche_idx" ON "partnership_profiles" USING btree ("niche","id");--> statement-breakpoint
CREATE INDEX "partnership_requests_creator_idx" ON "partnership_requests" USING btree ("creator_id");