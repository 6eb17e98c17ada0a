CREATE TABLE "account_balances" (
	"uid" bigint NOT NULL,
	"account" text NOT NULL,
	"currency" text NOT NULL,
	"available" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "account_balances_uid_account_currency_pk" PRIMARY KEY("uid","account","currency"),
	CONSTRAINT "account_balances_account_check" CHECK ("account_balances"."account" in ('margin', 'futures', 'earn')),
	CONSTRAINT "account_balances_available_check" CHECK ("account_balances"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"request_id" text NOT NULL,
	"from_uid" bigint NOT NULL,
	"from_account" text NOT NULL,
	"to_uid" bigint NOT NULL,
	"to_account" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_transfers_request_unique" UNIQUE("uid","request_id"),
	CONSTRAINT "account_transfers_amount_check" CHECK ("account_transfers"."amount" > 0),
	CONSTRAINT "account_transfers_accounts_check" CHECK ("account_transfers"."from_uid" <> "account_transfers"."to_uid" or "account_transfers"."from_account" <> "account_transfers"."to_account")
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_transfers" ADD CONSTRAINT "account_transfers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_transfers_from_idx" ON "account_transfers" USING btree ("from_uid","created_at");--> statement-breakpoint
CREATE INDEX "account_transfers_to_idx" ON "account_transfers" USING btree ("to_uid","created_at");