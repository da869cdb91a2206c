CREATE TABLE "click_links" (
	"code" text PRIMARY KEY NOT NULL,
	"activity_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_clicks" (
	"code" text NOT NULL,
	"visitor" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_clicks_code_visitor_hour_pk" PRIMARY KEY("code","visitor","hour")
);
--> statement-breakpoint
CREATE TABLE "post_reads" (
	"activity_id" uuid NOT NULL,
	"window" text NOT NULL,
	"views" integer,
	"reach" integer,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"saved" integer,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_reads_activity_id_window_pk" PRIMARY KEY("activity_id","window")
);
--> statement-breakpoint
CREATE TABLE "sandbox_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"permalink" text NOT NULL,
	"caption" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"reach" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"handle" text NOT NULL,
	"account_type" text NOT NULL,
	"followers" integer NOT NULL,
	"followers_read_at" timestamp with time zone NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"refresh_expires_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_connections_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "social_deletions" (
	"code" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_states" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_state" text DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_reason" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_checks" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_post_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_platform" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "proof_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "post_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "reject_note" text;--> statement-breakpoint
-- Campaigns made before the setting existed keep their owners deciding; new ones approve confirmed posts.
ALTER TABLE "campaigns" ADD COLUMN "auto_approve" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ALTER COLUMN "auto_approve" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "click_links" ADD CONSTRAINT "click_links_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_links" ADD CONSTRAINT "click_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_clicks" ADD CONSTRAINT "link_clicks_code_click_links_code_fk" FOREIGN KEY ("code") REFERENCES "public"."click_links"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_reads" ADD CONSTRAINT "post_reads_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_connections" ADD CONSTRAINT "social_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_states" ADD CONSTRAINT "social_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "click_links_activity_key" ON "click_links" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "click_links_campaign_idx" ON "click_links" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "sandbox_posts_account_idx" ON "sandbox_posts" USING btree ("platform","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_account_key" ON "social_connections" USING btree ("platform","account_id");--> statement-breakpoint
CREATE INDEX "social_connections_read_idx" ON "social_connections" USING btree ("followers_read_at");