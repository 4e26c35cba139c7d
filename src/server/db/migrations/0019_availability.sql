CREATE TABLE "booking_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by" uuid NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_reschedules_status_check" CHECK ("booking_reschedules"."status" in ('pending','accepted','declined','withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "tasker_busy_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tasker_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tasker_busy_times_order_check" CHECK ("tasker_busy_times"."ends_at" > "tasker_busy_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "tasker_calendar_imports" (
	"tasker_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"busy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasker_schedules" (
	"tasker_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_vacation" boolean DEFAULT false NOT NULL,
	"notice_hours" integer DEFAULT 12 NOT NULL,
	"buffer_minutes" integer DEFAULT 30 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasker_schedules_notice_check" CHECK ("tasker_schedules"."notice_hours" between 0 and 336),
	CONSTRAINT "tasker_schedules_buffer_check" CHECK ("tasker_schedules"."buffer_minutes" between 0 and 240),
	CONSTRAINT "tasker_schedules_horizon_check" CHECK ("tasker_schedules"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasker_busy_times" ADD CONSTRAINT "tasker_busy_times_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasker_calendar_imports" ADD CONSTRAINT "tasker_calendar_imports_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasker_schedules" ADD CONSTRAINT "tasker_schedules_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reschedules_one_pending_idx" ON "booking_reschedules" USING btree ("booking_id") WHERE "booking_reschedules"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "booking_reschedules_booking_idx" ON "booking_reschedules" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "tasker_busy_times_tasker_idx" ON "tasker_busy_times" USING btree ("tasker_id","ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "tasker_calendar_imports_due_idx" ON "tasker_calendar_imports" USING btree ("last_attempt_at");