ALTER TABLE "campaigns" ADD COLUMN "places_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: every activity of a campaign holds one of its places, except expired ones (status 5, issue 14).
UPDATE "campaigns" SET "places_taken" = "taken"."n" FROM (SELECT "campaign_id", count(*)::int AS "n" FROM "activities" WHERE "status" <> 5 GROUP BY "campaign_id") AS "taken" WHERE "taken"."campaign_id" = "campaigns"."id";--> statement-breakpoint
CREATE INDEX "campaigns_offers_idx" ON "campaigns" USING btree ("created_at","id","end_date","platform") WHERE "campaigns"."is_verified" = true and "campaigns"."is_active" = true and "campaigns"."settled_at" is null and "campaigns"."places_taken" < "campaigns"."participants_count";
