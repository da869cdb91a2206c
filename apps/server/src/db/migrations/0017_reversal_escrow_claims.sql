CREATE TABLE "escrow_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reversal_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"recovered_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escrow_claims_status" CHECK ("escrow_claims"."status" in ('pending', 'recovered', 'cancelled')),
	CONSTRAINT "escrow_claims_amounts" CHECK ("escrow_claims"."amount_cents" > 0 and "escrow_claims"."recovered_cents" >= 0 and "escrow_claims"."recovered_cents" <= "escrow_claims"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "escrow_claims" ADD CONSTRAINT "escrow_claims_reversal_id_top_up_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."top_up_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrow_claims" ADD CONSTRAINT "escrow_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_claims_reversal_campaign_idx" ON "escrow_claims" USING btree ("reversal_id","campaign_id");--> statement-breakpoint
CREATE INDEX "escrow_claims_campaign_idx" ON "escrow_claims" USING btree ("campaign_id");