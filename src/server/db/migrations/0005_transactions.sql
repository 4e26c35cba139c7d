CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"captured_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('authorized','captured','refunded','partially_refunded','voided'))
);
--> statement-breakpoint
CREATE TABLE "task_invitations" (
	"task_id" uuid NOT NULL,
	"tasker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_invitations_task_id_tasker_id_pk" PRIMARY KEY("task_id","tasker_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_status_check";--> statement-breakpoint
ALTER TABLE "task_offers" DROP CONSTRAINT "task_offers_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hourly_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "subtotal" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "service_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_invitations" ADD CONSTRAINT "task_invitations_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_invitations" ADD CONSTRAINT "task_invitations_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_invitations_tasker_idx" ON "task_invitations" USING btree ("tasker_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_task_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."task_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_id_unique" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_offers_one_pending_idx" ON "task_offers" USING btree ("task_id","tasker_id") WHERE "task_offers"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ends_after_start_check" CHECK ("bookings"."ends_at" is null or "bookings"."ends_at" > "bookings"."scheduled_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed','in_progress','completed','cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('pending','authorized','captured','refunded','partially_refunded'));--> statement-breakpoint
ALTER TABLE "task_offers" ADD CONSTRAINT "task_offers_status_check" CHECK ("task_offers"."status" in ('pending','accepted','declined','withdrawn'));--> statement-breakpoint
-- No double booking: a tasker's active bookings never overlap in time (btree_gist).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "tasker_id" WITH =, tstzrange("scheduled_date", "ends_at") WITH &&
) WHERE ("status" IN ('confirmed', 'in_progress') AND "ends_at" IS NOT NULL);
