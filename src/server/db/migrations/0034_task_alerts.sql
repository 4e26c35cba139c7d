-- Task alerts (modules/task-alerts/): a tasker's standing searches for new tasks. A task posted or
-- reopened is matched against every alert by one background job; `task_alert_matches` holds one row
-- per tasker and task, so a tasker hears of a task once however many alerts match it or however
-- often it reopens. Daily matches wait there (`sent_at` null) for the digest.
CREATE TABLE "task_alert_matches" (
	"tasker_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"alert_id" uuid,
	"delivery" text NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_alert_matches_pk" PRIMARY KEY("tasker_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tasker_id" uuid NOT NULL,
	"category_ids" uuid[] NOT NULL,
	"min_budget" numeric(10, 2),
	"weekdays" smallint[],
	"delivery" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_alerts_delivery_check" CHECK ("task_alerts"."delivery" in ('instant', 'daily')),
	CONSTRAINT "task_alerts_categories_check" CHECK (cardinality("task_alerts"."category_ids") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "task_alert_matches" ADD CONSTRAINT "task_alert_matches_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_alert_matches" ADD CONSTRAINT "task_alert_matches_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_alert_matches" ADD CONSTRAINT "task_alert_matches_alert_id_task_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."task_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_alerts" ADD CONSTRAINT "task_alerts_tasker_id_users_id_fk" FOREIGN KEY ("tasker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_alert_matches_task_idx" ON "task_alert_matches" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "task_alert_matches_unsent_idx" ON "task_alert_matches" USING btree ("tasker_id") WHERE "task_alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "task_alerts_tasker_idx" ON "task_alerts" USING btree ("tasker_id","created_at");--> statement-breakpoint
CREATE INDEX "task_alerts_categories_idx" ON "task_alerts" USING gin ("category_ids");