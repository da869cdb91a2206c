CREATE TABLE "top_up_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"top_up_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"credit_cents" bigint DEFAULT 0 NOT NULL,
	"loss_cents" bigint DEFAULT 0 NOT NULL,
	"closes_id" uuid,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_reversals_kind" CHECK ("top_up_reversals"."kind" in ('refund', 'chargeback', 'chargeback_won', 'chargeback_lost')),
	CONSTRAINT "top_up_reversals_amounts" CHECK ("top_up_reversals"."amount_cents" > 0 and "top_up_reversals"."credit_cents" >= 0 and "top_up_reversals"."loss_cents" >= 0 and ("top_up_reversals"."kind" = 'chargeback_lost' or "top_up_reversals"."credit_cents" + "top_up_reversals"."loss_cents" = "top_up_reversals"."amount_cents"))
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "top_up_reversals" ADD CONSTRAINT "top_up_reversals_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_reversals" ADD CONSTRAINT "top_up_reversals_closes_id_top_up_reversals_id_fk" FOREIGN KEY ("closes_id") REFERENCES "public"."top_up_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_reversals" ADD CONSTRAINT "top_up_reversals_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "top_up_reversals_ref_idx" ON "top_up_reversals" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "top_up_reversals_closes_idx" ON "top_up_reversals" USING btree ("closes_id");--> statement-breakpoint
CREATE INDEX "top_up_reversals_top_up_idx" ON "top_up_reversals" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "top_ups_created_idx" ON "top_ups" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_provider_payment_idx" ON "top_ups" USING btree ("provider","provider_payment_id");