CREATE TABLE "support_chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"topic" text NOT NULL,
	"streamer_uid" bigint,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_read_seq" integer DEFAULT 0 NOT NULL,
	"operator_read_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_chat_conversations_seq_check" CHECK ("support_chat_conversations"."last_seq" >= 0 and "support_chat_conversations"."user_read_seq" >= 0 and "support_chat_conversations"."operator_read_seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_chat_messages_author_check" CHECK ("support_chat_messages"."author" in ('user', 'operator')),
	CONSTRAINT "support_chat_messages_seq_check" CHECK ("support_chat_messages"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "support_chat_attachments" ADD CONSTRAINT "support_chat_attachments_message_id_support_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_conversations" ADD CONSTRAINT "support_chat_conversations_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_conversations" ADD CONSTRAINT "support_chat_conversations_streamer_uid_users_uid_fk" FOREIGN KEY ("streamer_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_conversation_id_support_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_attachments_message_unique" ON "support_chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_conversations_uid_topic_unique" ON "support_chat_conversations" USING btree ("uid","topic");--> statement-breakpoint
CREATE INDEX "support_chat_conversations_updated_idx" ON "support_chat_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_messages_seq_unique" ON "support_chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chat_messages_client_unique" ON "support_chat_messages" USING btree ("conversation_id","client_id");