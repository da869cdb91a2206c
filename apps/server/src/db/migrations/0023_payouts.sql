CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rail" text DEFAULT 'bank' NOT NULL,
	"stripe_account_id" text,
	"stripe_ready" boolean DEFAULT false NOT NULL,
	"stripe_missing" text[] DEFAULT '{}'::text[] NOT NULL,
	"paypal_email" text,
	"paypal_confirmed_at" timestamp with time zone,
	"paypal_code_hash" text,
	"paypal_code_expires_at" timestamp with time zone,
	"paypal_code_tries" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rail" text DEFAULT 'bank' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "state" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "wait_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_ref" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_paypal_idx" ON "payout_accounts" USING btree ("paypal_email");--> statement-breakpoint
CREATE INDEX "withdrawals_rail_paid_idx" ON "withdrawals" USING btree ("rail","paid_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","rail");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_check" CHECK ("withdrawals"."fee_cents" >= 0 and "withdrawals"."fee_cents" < "withdrawals"."amount_cents");--> statement-breakpoint
-- Withdrawals made before rails existed were all the operator's bank transfers.
UPDATE "withdrawals" SET
  "state" = CASE "status" WHEN 2 THEN 'paid' WHEN 3 THEN 'rejected' ELSE 'waiting' END,
  "wait_reasons" = CASE WHEN "status" = 1 THEN ARRAY['bank']::text[] ELSE '{}'::text[] END,
  "paid_at" = CASE WHEN "status" = 2 THEN "decided_at" END;
