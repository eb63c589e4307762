CREATE TABLE "idea_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_evidence_type_check" CHECK ("idea_evidence"."type" in ('conversations', 'preorders', 'signups', 'competitor', 'note'))
);
--> statement-breakpoint
CREATE TABLE "idea_score_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"demand" smallint NOT NULL,
	"willingness_to_pay" smallint NOT NULL,
	"competition" smallint NOT NULL,
	"strength" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_ideas" ADD COLUMN "evidence_score" jsonb;--> statement-breakpoint
ALTER TABLE "idea_evidence" ADD CONSTRAINT "idea_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_evidence" ADD CONSTRAINT "idea_evidence_idea_id_business_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."business_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_score_history" ADD CONSTRAINT "idea_score_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_score_history" ADD CONSTRAINT "idea_score_history_idea_id_business_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."business_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_evidence_idea_idx" ON "idea_evidence" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "idea_evidence_user_idx" ON "idea_evidence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idea_score_history_idea_idx" ON "idea_score_history" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "idea_score_history_user_idx" ON "idea_score_history" USING btree ("user_id");