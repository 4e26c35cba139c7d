-- Two-way, double-blind reviews with replies (decision 0063). Both people of a completed booking may
-- review each other once; a review is published when both are in or the review window ends. Existing
-- reviews were the customer's of the tasker, published when written. Customers get a rating from the
-- taskers' published reviews. The view booking_rows shows the customer's review once published (its
-- columns are unchanged, so create_booking, which returns its rows, stays as it is). Reviews and
-- replies with contact details or links are held for moderation; reviews can be reported and hidden.
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_kind_check";--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_target_type_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
DROP INDEX "reviews_booking_id_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_rating" numeric(3, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "customer_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewee_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "direction" text DEFAULT 'customer_to_tasker' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "punctuality" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "quality" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "clear_instructions" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "on_time" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "respectful" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "private_note" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_reviewer_unique" ON "reviews" USING btree ("booking_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_id_idx" ON "reviews" USING btree ("reviewee_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_direction_check" CHECK ("reviews"."direction" in ('customer_to_tasker','tasker_to_customer'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_ratings_check" CHECK (coalesce("reviews"."punctuality", 1) between 1 and 5 and coalesce("reviews"."communication", 1) between 1 and 5
        and coalesce("reviews"."quality", 1) between 1 and 5 and coalesce("reviews"."clear_instructions", 1) between 1 and 5
        and coalesce("reviews"."on_time", 1) between 1 and 5 and coalesce("reviews"."respectful", 1) between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_private_note_check" CHECK (char_length("reviews"."private_note") <= 500);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (char_length("reviews"."reply") <= 500);--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss','approve','hide','warn','limit','suspend'));--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_kind_check" CHECK ("moderation_items"."kind" in ('reports','contact-details','many-reports','held-review'));--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_target_type_check" CHECK ("moderation_items"."target_type" in ('profile','message','task','offer','review'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('profile','message','task','offer','review'));--> statement-breakpoint
UPDATE "reviews" r SET "reviewee_id" = tp."user_id", "published_at" = r."created_at"
  FROM "tasker_profiles" tp WHERE tp."id" = r."tasker_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "reviewee_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE VIEW booking_rows AS
  SELECT b.*, coalesce(p.status, 'pending') AS payment_status, t.title AS task_title, t.location AS task_location, c.name AS category_name,
    cu.first_name AS cu_first, cu.last_name AS cu_last, cu.profile_image AS cu_image,
    tu.first_name AS tu_first, tu.last_name AS tu_last, tu.profile_image AS tu_image,
    tp.id AS tasker_profile_id, tp.bio AS tasker_bio,
    p.card_brand, p.card_last4,
    r.id AS review_id, r.rating AS review_rating, r.comment AS review_comment, r.created_at AS review_created_at,
    rs.id AS rs_id, rs.proposed_by AS rs_by, rs.scheduled_date AS rs_start, rs.ends_at AS rs_end, rs.created_at AS rs_created,
    m.card_refund_cents, m.card_cents, m.on_hold_cents, m.changes_cents, m.tips_cents, m.held_cents, m.entries,
    NULL::bigint[] AS recorded_event_ids
  FROM bookings b
  LEFT JOIN LATERAL (SELECT count(*) AS entries,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'refund' AND e.account = 'customer_card') AS card_refund_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'customer_card') AS card_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'customer_authorized') AS on_hold_cents,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'adjustment' AND e.account = 'customer_card') AS changes_cents,
      sum(e.amount_cents) FILTER (WHERE j.kind = 'tip' AND e.account = 'customer_card') AS tips_cents,
      sum(e.amount_cents) FILTER (WHERE e.account = 'tasker_held') AS held_cents
    FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id WHERE e.booking_id = b.id) m ON true
  JOIN tasks t ON t.id = b.task_id
  JOIN service_categories c ON c.id = t.category_id
  JOIN users cu ON cu.id = b.customer_id
  JOIN users tu ON tu.id = b.tasker_id
  LEFT JOIN tasker_profiles tp ON tp.user_id = b.tasker_id
  LEFT JOIN payments p ON p.booking_id = b.id
  LEFT JOIN reviews r ON r.booking_id = b.id AND r.direction = 'customer_to_tasker' AND r.published_at IS NOT NULL
  LEFT JOIN booking_reschedules rs ON rs.booking_id = b.id AND rs.status = 'pending';
