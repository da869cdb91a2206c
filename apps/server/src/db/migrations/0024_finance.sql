CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"abn" text,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"wording_version" text,
	"wording" text,
	"made_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_declarations_kind_check" CHECK ("tax_declarations"."kind" in ('abn', 'statement')),
	CONSTRAINT "tax_declarations_shape_check" CHECK (("tax_declarations"."kind" = 'abn' and "tax_declarations"."abn" is not null) or ("tax_declarations"."kind" = 'statement' and "tax_declarations"."wording_version" is not null and "tax_declarations"."wording" is not null))
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"from_seq" bigint,
	"through_seq" bigint,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"fee_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"credit_note_of" uuid,
	"reason" text,
	"entry_id" uuid,
	"details" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."credit_note_of" is not null))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credit_note_of_tax_documents_id_fk" FOREIGN KEY ("credit_note_of") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_declarations_user_idx" ON "tax_declarations" USING btree ("user_id","made_at");--> statement-breakpoint
CREATE INDEX "tax_documents_owner_idx" ON "tax_documents" USING btree ("owner_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_owner_through_idx" ON "tax_documents" USING btree ("owner_id","through_seq") WHERE "tax_documents"."kind" = 'invoice';