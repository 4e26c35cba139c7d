CREATE INDEX "bookings_offer_id_idx" ON "bookings" USING btree ("offer_id") WHERE "bookings"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_reviewer_id_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "tasks_location_trgm_idx" ON "tasks" USING gin (lower("location") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idempotency_keys_booking_id_idx" ON "idempotency_keys" USING btree ("booking_id") WHERE "idempotency_keys"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_task_id_idx" ON "conversations" USING btree ("task_id") WHERE "conversations"."task_id" is not null;