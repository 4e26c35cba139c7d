-- Message e-mails (modules/message-mail): the first unread message at once, later ones in a digest,
-- none once read; what each person was last mailed about each conversation.
CREATE TABLE "message_mail_state" (
	"user_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"mailed_through" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_state_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "message_mail_state" ADD CONSTRAINT "message_mail_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_state" ADD CONSTRAINT "message_mail_state_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_unread_created_at_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read_at" is null;