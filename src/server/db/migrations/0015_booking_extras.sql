CREATE TABLE "booking_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hours" integer,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_adjustments_kind_check" CHECK ("booking_adjustments"."kind" in ('extra_hours','expense')),
	CONSTRAINT "booking_adjustments_status_check" CHECK ("booking_adjustments"."status" in ('pending','approved','declined')),
	CONSTRAINT "booking_adjustments_amount_check" CHECK ("booking_adjustments"."amount_cents" > 0 and "booking_adjustments"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tips_amount_check" CHECK ("booking_tips"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"tasker_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"requested_refund_cents" integer NOT NULL,
	"status" text DEFAULT 'awaiting_tasker' NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"tasker_response" text,
	"counter_refund_cents" integer,
	"tasker_note" text,
	"responded_at" timestamp with time zone,
	"escalation_reason" text,
	"escalated_at" timestamp with time zone,
	"refund_cents" integer,
	"released_cents" integer,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaiting_tasker','escalated','resolved')),
	CONSTRAINT "disputes_response_check" CHECK ("disputes"."tasker_response" is null or "disputes"."tasker_response" in ('accepted','countered')),
	CONSTRAINT "disputes_escalation_check" CHECK ("disputes"."escalation_reason" is null or "disputes"."escalation_reason" in ('countered','no_answer')),
	CONSTRAINT "disputes_refund_check" CHECK ("disputes"."requested_refund_cents" > 0 and coalesce("disputes"."refund_cents", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "booking_adjustments" ADD CONSTRAINT "booking_adjustments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tips" ADD CONSTRAINT "booking_tips_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_adjustments_one_pending_idx" ON "booking_adjustments" USING btree ("booking_id") WHERE "booking_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_adjustments_booking_idx" ON "booking_adjustments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_tips_booking_idx" ON "booking_tips" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_due_idx" ON "disputes" USING btree ("respond_by") WHERE "disputes"."status" = 'awaiting_tasker';--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");