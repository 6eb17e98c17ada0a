CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"boost_rate" numeric DEFAULT '0' NOT NULL,
	"boost_days" integer DEFAULT 0 NOT NULL,
	"min_trade_volume" numeric DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "coupons_status_check" CHECK ("coupons"."status" in ('issued', 'claimed', 'used', 'revoked')),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."type" in ('trading_fee_rebate', 'position_voucher', 'interest_boost')),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount" >= 0 and "coupons"."min_trade_volume" >= 0 and "coupons"."boost_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_ticket_attachments" (
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
CREATE TABLE "support_ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_ticket_messages_author_check" CHECK ("support_ticket_messages"."author" in ('user', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'awaiting_user', 'resolved', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_attachments" ADD CONSTRAINT "support_ticket_attachments_message_id_support_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_uid_idx" ON "coupons" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "support_ticket_attachments_message_idx" ON "support_ticket_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "support_tickets_uid_updated_idx" ON "support_tickets" USING btree ("uid","updated_at");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","updated_at");