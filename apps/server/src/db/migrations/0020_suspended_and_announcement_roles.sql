ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "roles" smallint[] DEFAULT '{1,2,3}'::smallint[] NOT NULL;--> statement-breakpoint
-- Backfill (hand-written): an account switched off before this column existed is suspended, with the reason its
-- latest switch-off audit gave; a venue that was never activated has no such entry and stays "awaiting activation".
UPDATE "users" u SET "suspended_at" = a."created_at",
  "suspended_reason" = coalesce(a."after"->>'reason', 'Switched off by an operator.')
FROM (
  SELECT DISTINCT ON ("target_id") "target_id", "created_at", "after" FROM "audit_log"
  WHERE "action" = 'user.update' AND "target_type" = 'user' AND "after"->>'isActive' = 'false'
  ORDER BY "target_id", "created_at" DESC
) a
WHERE NOT u."is_active" AND u."id"::text = a."target_id";
