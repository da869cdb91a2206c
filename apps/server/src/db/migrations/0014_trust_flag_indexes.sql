CREATE INDEX "bank_accounts_number_idx" ON "bank_accounts" USING btree ("bsb","account_number");--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "top_ups_user_paid_idx" ON "top_ups" USING btree ("user_id","paid_at");