ALTER TABLE "users" ADD COLUMN "social_declined_reason" text;--> statement-breakpoint
CREATE INDEX "activities_status_created_idx" ON "activities" USING btree ("status","created_at");