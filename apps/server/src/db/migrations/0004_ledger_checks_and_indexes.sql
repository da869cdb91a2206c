CREATE TABLE "ledger_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_checked_idx" ON "ledger_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_venue_idx" ON "ledger_accounts" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "vouchers_campaign_idx" ON "vouchers" USING btree ("campaign_id");