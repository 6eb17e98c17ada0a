CREATE TABLE "assets" (
	"symbol" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"usd_price" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"available" numeric DEFAULT '0' NOT NULL,
	"locked" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "balances_uid_currency_pk" PRIMARY KEY("uid","currency")
);
--> statement-breakpoint
CREATE TABLE "fiat_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"per_usd" numeric NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_stats" (
	"site_key" text PRIMARY KEY NOT NULL,
	"trading_volume" numeric DEFAULT '0' NOT NULL,
	"simple_earn_apr_usdt" numeric DEFAULT '0' NOT NULL,
	"max_profit_rate" numeric DEFAULT '0' NOT NULL,
	"lend_earn_max_rate" numeric DEFAULT '0' NOT NULL,
	"total_reserve_rate" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_uid_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"site_key" text DEFAULT 'main' NOT NULL,
	"country" integer DEFAULT 0 NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"kyc_status" integer DEFAULT 0 NOT NULL,
	"is_sub" boolean DEFAULT false NOT NULL,
	"parent_uid" bigint,
	"is_hk_user" boolean DEFAULT false NOT NULL,
	"is_withdraw_only" boolean DEFAULT false NOT NULL,
	"is_risk_user" boolean DEFAULT false NOT NULL,
	"tier" integer DEFAULT 0 NOT NULL,
	"trial_tier" integer DEFAULT 0 NOT NULL,
	"trial_expire_time" bigint DEFAULT 0 NOT NULL,
	"tr_declaration_status" integer DEFAULT 1 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"from_channel" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_uid_users_uid_fk" FOREIGN KEY ("parent_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_uid_idx" ON "sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_parent_uid_idx" ON "users" USING btree ("parent_uid");