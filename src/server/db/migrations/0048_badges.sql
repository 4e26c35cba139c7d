CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"renewal_notified_at" timestamp with time zone,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_kind_check" CHECK ("badges"."kind" in ('id_verified','taskly_verified')),
	CONSTRAINT "badges_method_check" CHECK ("badges"."method" in ('stripe_identity','manual','admin')),
	CONSTRAINT "badges_dates_check" CHECK ("badges"."expires_at" > "badges"."verified_at")
);
--> statement-breakpoint
CREATE TABLE "id_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"photo_key" text,
	"session_id" text,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_checks_method_check" CHECK ("id_checks"."method" in ('manual','stripe_identity')),
	CONSTRAINT "id_checks_status_check" CHECK ("id_checks"."status" in ('pending','verified','rejected','requires_input'))
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_checks" ADD CONSTRAINT "id_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_checks" ADD CONSTRAINT "id_checks_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badges_one_live_per_kind" ON "badges" USING btree ("user_id","kind") WHERE "badges"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "badges_expiry_idx" ON "badges" USING btree ("expires_at") WHERE "badges"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "id_checks_one_pending" ON "id_checks" USING btree ("user_id") WHERE "id_checks"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "id_checks_session_idx" ON "id_checks" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "id_checks_user_idx" ON "id_checks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "id_checks_pending_idx" ON "id_checks" USING btree ("created_at") WHERE "id_checks"."status" = 'pending';--> statement-breakpoint
-- Every tasker verified before badges existed gets a "Verified by taskly" badge dated now, so it
-- shows for a full year from this release (decision 0060).
INSERT INTO "badges" ("user_id", "kind", "method", "verified_at", "expires_at")
  SELECT tp."user_id", 'taskly_verified', 'admin', now(), now() + interval '1 year'
  FROM "tasker_profiles" tp WHERE tp."is_verified";
