CREATE TABLE "check_in_codes" (
	"venue_id" uuid NOT NULL,
	"slot" bigint NOT NULL,
	"code" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_codes_venue_id_slot_code_pk" PRIMARY KEY("venue_id","slot","code")
);
--> statement-breakpoint
CREATE TABLE "check_in_misses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"proof" text NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_proof" CHECK ("visits"."proof" in ('payment', 'voucher', 'check_in'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "requires_visit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_venue_id_users_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_misses" ADD CONSTRAINT "check_in_misses_venue_id_users_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_venue_id_users_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_codes_code_idx" ON "check_in_codes" USING btree ("code","slot");--> statement-breakpoint
CREATE INDEX "check_in_codes_created_idx" ON "check_in_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "check_in_misses_venue_idx" ON "check_in_misses" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_venue_customer_idx" ON "visits" USING btree ("venue_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_venue_created_idx" ON "visits" USING btree ("venue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_venue_customer_idx" ON "payments" USING btree ("venue_id","customer_id","created_at","wallet_cents","pocket_cents");--> statement-breakpoint
-- Payments made before visits existed are visits too: the first of each run with less than 3 hours between payments.
INSERT INTO "visits" ("customer_id", "venue_id", "proof", "payment_id", "created_at")
SELECT "customer_id", "venue_id", CASE WHEN "voucher_id" IS NULL THEN 'payment' ELSE 'voucher' END, "id", "created_at"
FROM (
  SELECT p.*, lag(p."created_at") OVER (PARTITION BY p."customer_id", p."venue_id" ORDER BY p."created_at") AS "previous_at"
  FROM "payments" p
) AS ordered
WHERE "previous_at" IS NULL OR "created_at" - "previous_at" >= interval '3 hours';
