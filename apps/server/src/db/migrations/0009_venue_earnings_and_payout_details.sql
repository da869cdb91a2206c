ALTER TABLE "bank_accounts" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
-- Saved details whose last change is unknown count as changed when they were first saved.
UPDATE "bank_accounts" SET "changed_at" = "created_at";--> statement-breakpoint
-- Issue 14: a venue's withdrawable earnings move out of its credit into their own account. Each venue's
-- opening earnings are what customers paid it from their wallets (total_income) less what it withdrew or is
-- withdrawing, and never more than the credit it holds now (the rest was spent on campaigns).
CREATE TEMP TABLE "earnings_split" AS
  SELECT u."id" AS "venue_id", gen_random_uuid() AS "entry_id",
    LEAST(a."balance_cents", GREATEST(0, o."total_income_cents" - COALESCE((
      SELECT SUM(w."amount_cents") FROM "withdrawals" w WHERE w."user_id" = u."id" AND w."status" IN (1, 2)
    ), 0))) AS "cents"
  FROM "users" u
  JOIN "organisations" o ON o."user_id" = u."id"
  JOIN "ledger_accounts" a ON a."key" = 'venue_credit:' || u."id"::text
  WHERE u."role" = 1;--> statement-breakpoint
DELETE FROM "earnings_split" WHERE "cents" <= 0;--> statement-breakpoint
INSERT INTO "ledger_accounts" ("key", "kind", "owner_id", "allow_negative", "balance_cents")
  SELECT 'venue_earnings:' || "venue_id"::text, 'venue_earnings', "venue_id", false, 0 FROM "earnings_split"
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
INSERT INTO "journal_entries" ("id", "kind", "idempotency_key", "memo")
  SELECT "entry_id", 'earnings_opening', 'earnings:opening:' || "venue_id"::text,
    'Earnings split from credit (issue 14)' FROM "earnings_split";--> statement-breakpoint
INSERT INTO "journal_lines" ("entry_id", "account_id", "amount_cents")
  SELECT s."entry_id", a."id", CASE WHEN a."kind" = 'venue_credit' THEN -s."cents" ELSE s."cents" END
  FROM "earnings_split" s
  JOIN "ledger_accounts" a ON a."key" IN ('venue_credit:' || s."venue_id"::text, 'venue_earnings:' || s."venue_id"::text);--> statement-breakpoint
UPDATE "ledger_accounts" a SET "balance_cents" = a."balance_cents" + CASE WHEN a."kind" = 'venue_credit' THEN -s."cents" ELSE s."cents" END
  FROM "earnings_split" s
  WHERE a."key" IN ('venue_credit:' || s."venue_id"::text, 'venue_earnings:' || s."venue_id"::text);--> statement-breakpoint
DROP TABLE "earnings_split";
