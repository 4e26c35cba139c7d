-- A review of a job refunded by half its price or more is kept but withdrawn from the rating
-- (modules/bookings/refunded-jobs.ts); a retried tip or price-change answer with an Idempotency-Key
-- returns the tip or price change the first one made.
ALTER TABLE "reviews" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "tip_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tip_id_booking_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."booking_tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_adjustment_id_booking_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."booking_adjustments"("id") ON DELETE cascade ON UPDATE no action;