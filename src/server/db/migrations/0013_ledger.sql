CREATE TABLE "booking_funds" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"tasker_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_funds_status_check" CHECK ("booking_funds"."status" in ('held','available','paid_out','disputed','refunded'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journal_id" uuid NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"booking_id" uuid,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_account_check" CHECK ("ledger_entries"."account" in ('customer_card','customer_authorized','tasker_held','tasker_available','tasker_payouts','platform_fees')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_entries_owner_check" CHECK (("ledger_entries"."account" = 'platform_fees') = ("ledger_entries"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journals_seq_unique" UNIQUE("seq"),
	CONSTRAINT "ledger_journals_kind_check" CHECK ("ledger_journals"."kind" in ('authorization','capture','void','refund','release','payout','payout_reversal','tip','adjustment','opening'))
);
--> statement-breakpoint
ALTER TABLE "booking_funds" ADD CONSTRAINT "booking_funds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_funds" ADD CONSTRAINT "booking_funds_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_funds_due_idx" ON "booking_funds" USING btree ("available_at") WHERE "booking_funds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "booking_funds_tasker_idx" ON "booking_funds" USING btree ("tasker_id","status");--> statement-breakpoint
CREATE INDEX "ledger_entries_journal_id_idx" ON "ledger_entries" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_id_idx" ON "ledger_entries" USING btree ("booking_id","account") WHERE "ledger_entries"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_account_idx" ON "ledger_entries" USING btree ("user_id","account") WHERE "ledger_entries"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_journals_booking_id_idx" ON "ledger_journals" USING btree ("booking_id") WHERE "ledger_journals"."booking_id" is not null;