DROP INDEX "payments_customer_idx";--> statement-breakpoint
DROP INDEX "payments_venue_idx";--> statement-breakpoint
DROP INDEX "withdrawals_user_idx";--> statement-breakpoint
DROP INDEX "withdrawals_status_idx";--> statement-breakpoint
CREATE INDEX "payments_customer_created_idx" ON "payments" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_venue_created_idx" ON "payments" USING btree ("venue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_idx" ON "withdrawals" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");