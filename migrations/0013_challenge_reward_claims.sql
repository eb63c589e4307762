ALTER TABLE "challenge_participants" ADD COLUMN "reward_status" varchar(16);--> statement-breakpoint
-- Added by hand to the generated file: challenges completed before this migration become pending claims too
-- (before the CHECK below, which requires a claim on every completed participation).
UPDATE "challenge_participants" SET "reward_status" = 'pending' WHERE "completed_at" IS NOT NULL AND "reward_status" IS NULL;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD COLUMN "reward_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD COLUMN "reward_decided_by" integer;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_reward_decided_by_users_id_fk" FOREIGN KEY ("reward_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_participants_reward_pending_idx" ON "challenge_participants" USING btree ("completed_at") WHERE "challenge_participants"."reward_status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenge_participants_reward_decided_idx" ON "challenge_participants" USING btree ("reward_decided_at") WHERE "challenge_participants"."reward_decided_at" is not null;--> statement-breakpoint
ALTER TABLE "challenge_participants" ADD CONSTRAINT "challenge_participants_reward_status_check" CHECK (("challenge_participants"."completed_at" is null and "challenge_participants"."reward_status" is null) or ("challenge_participants"."completed_at" is not null and "challenge_participants"."reward_status" is not null and "challenge_participants"."reward_status" in ('pending', 'granted', 'declined')));