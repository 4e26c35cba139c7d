CREATE TABLE "processor_attempts" (
	"cause" text PRIMARY KEY NOT NULL,
	"undone" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_trigger_check";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "destination_ref" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "retried_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_trigger_check" CHECK ("payouts"."trigger" in ('requested','automatic','release'));