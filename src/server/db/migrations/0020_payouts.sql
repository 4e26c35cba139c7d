CREATE TABLE "payout_accounts" (
	"tasker_id" uuid PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"masked" text NOT NULL,
	"provider" text NOT NULL,
	"destination_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind_check" CHECK ("payout_accounts"."kind" in ('iban','us_bank'))
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"tasker_id" uuid PRIMARY KEY NOT NULL,
	"paused_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tasker_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trigger" text NOT NULL,
	"auto_week" text,
	"destination_masked" text NOT NULL,
	"provider_ref" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('pending','paid','failed')),
	CONSTRAINT "payouts_trigger_check" CHECK ("payouts"."trigger" in ('requested','automatic')),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_funds" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_tasker_idx" ON "payouts" USING btree ("tasker_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_auto_week_idx" ON "payouts" USING btree ("tasker_id","auto_week") WHERE "payouts"."auto_week" is not null;--> statement-breakpoint
ALTER TABLE "booking_funds" ADD CONSTRAINT "booking_funds_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;