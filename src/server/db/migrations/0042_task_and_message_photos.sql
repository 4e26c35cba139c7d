-- Task and message photos (modules/photo-attachments): which photos a task and a message show, in order.
-- A photo row belongs to its owner (0041); removing the task or message removes its rows.
CREATE TABLE "message_photos" (
	"message_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_photos_pk" PRIMARY KEY("message_id","position"),
	CONSTRAINT "message_photos_position_check" CHECK ("message_photos"."position" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "task_photos" (
	"task_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "task_photos_pk" PRIMARY KEY("task_id","position"),
	CONSTRAINT "task_photos_position_check" CHECK ("task_photos"."position" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_photos" ADD CONSTRAINT "message_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_photos" ADD CONSTRAINT "task_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_photos_photo_id_idx" ON "message_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "task_photos_photo_id_idx" ON "task_photos" USING btree ("photo_id");