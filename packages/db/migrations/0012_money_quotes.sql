CREATE TABLE "money_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_amount" numeric NOT NULL,
	"get_currency" text NOT NULL,
	"get_amount" numeric NOT NULL,
	"price" numeric NOT NULL,
	"spread_bps" bigint NOT NULL,
	"fee" numeric DEFAULT '0' NOT NULL,
	"usd_value" numeric DEFAULT '0' NOT NULL,
	"method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"executed_request_id" text,
	"executed_at" timestamp with time zone,
	"provider" text,
	"payment_ref" text,
	CONSTRAINT "money_quotes_request_unique" UNIQUE("uid","executed_request_id")
);
--> statement-breakpoint
ALTER TABLE "money_quotes" ADD CONSTRAINT "money_quotes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_quotes_uid_executed_idx" ON "money_quotes" USING btree ("uid","executed_at");