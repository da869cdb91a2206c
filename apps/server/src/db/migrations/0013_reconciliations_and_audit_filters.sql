CREATE TABLE "reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"expected_cents" bigint NOT NULL,
	"held_cents" bigint NOT NULL,
	"difference_cents" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"ran_by" uuid
);
--> statement-breakpoint
CREATE INDEX "reconciliations_ran_idx" ON "reconciliations" USING btree ("ran_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at","id");