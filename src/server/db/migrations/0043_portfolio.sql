-- Portfolios (modules/portfolio/): a tasker's public photos of their work, at most 30 (counted by
-- the service under the tasker profile's row lock), each with a caption and an optional category in the
-- tasker's order; and the customer's consent to show a booking's photos (one row per booking, asked by
-- its tasker; granted null until answered). A booking's photos join a portfolio as public copies,
-- so `booking_id` only says where a copy came from (withdrawn consent removes them).
CREATE TABLE "portfolio_consents" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"granted" boolean
);
--> statement-breakpoint
CREATE TABLE "portfolio_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tasker_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"position" integer NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_photos_photo_unique" UNIQUE("photo_id"),
	CONSTRAINT "portfolio_photos_caption_check" CHECK (char_length("portfolio_photos"."caption") <= 200)
);
--> statement-breakpoint
ALTER TABLE "portfolio_consents" ADD CONSTRAINT "portfolio_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_photos_tasker_idx" ON "portfolio_photos" USING btree ("tasker_id","position");--> statement-breakpoint
CREATE INDEX "portfolio_photos_booking_idx" ON "portfolio_photos" USING btree ("booking_id") WHERE "portfolio_photos"."booking_id" is not null;