CREATE TABLE "earn_interest" (
	"position_id" integer NOT NULL,
	"day" integer NOT NULL,
	"uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"apr" numeric NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "earn_interest_position_id_day_pk" PRIMARY KEY("position_id","day")
);
--> statement-breakpoint
CREATE TABLE "earn_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"product_id" text NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"term_days" integer,
	"tiers" jsonb NOT NULL,
	"principal" numeric NOT NULL,
	"accrued_days" integer DEFAULT 0 NOT NULL,
	"interest_total" numeric DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "earn_positions_request_unique" UNIQUE("uid","request_id"),
	CONSTRAINT "earn_positions_status_check" CHECK ("earn_positions"."status" in ('active', 'redeemed', 'matured')),
	CONSTRAINT "earn_positions_principal_check" CHECK ("earn_positions"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "earn_products" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"term_days" integer,
	"tiers" jsonb NOT NULL,
	"min_amount" numeric NOT NULL,
	"max_amount" numeric NOT NULL,
	"cap" numeric NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earn_products_type_check" CHECK ("earn_products"."type" in ('flexible', 'fixed')),
	CONSTRAINT "earn_products_status_check" CHECK ("earn_products"."status" in ('active', 'paused')),
	CONSTRAINT "earn_products_term_check" CHECK (("earn_products"."type" = 'flexible' and "earn_products"."term_days" is null) or ("earn_products"."type" = 'fixed' and "earn_products"."term_days" between 1 and 3650)),
	CONSTRAINT "earn_products_amounts_check" CHECK ("earn_products"."min_amount" > 0 and "earn_products"."max_amount" >= "earn_products"."min_amount" and "earn_products"."cap" >= "earn_products"."max_amount")
);
--> statement-breakpoint
ALTER TABLE "earn_interest" ADD CONSTRAINT "earn_interest_position_id_earn_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."earn_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_positions" ADD CONSTRAINT "earn_positions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earn_positions" ADD CONSTRAINT "earn_positions_product_id_earn_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."earn_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earn_interest_uid_idx" ON "earn_interest" USING btree ("uid","day_start");--> statement-breakpoint
CREATE INDEX "earn_positions_uid_idx" ON "earn_positions" USING btree ("uid","id");--> statement-breakpoint
CREATE INDEX "earn_positions_product_status_idx" ON "earn_positions" USING btree ("product_id","status");--> statement-breakpoint
-- Issue 14: the simple-earn catalogue the exchange opens with; operators edit it with `npm run ops -- product …`.
INSERT INTO "earn_products" ("id", "currency", "type", "term_days", "tiers", "min_amount", "max_amount", "cap", "status", "sort") VALUES
	('usdt-flexible', 'USDT', 'flexible', NULL, '[{"from":"0","apr":"8"},{"from":"500","apr":"2.5"}]', '1', '200000', '50000000', 'active', 10),
	('usdc-flexible', 'USDC', 'flexible', NULL, '[{"from":"0","apr":"6"},{"from":"1000","apr":"2"}]', '1', '200000', '20000000', 'active', 20),
	('btc-flexible', 'BTC', 'flexible', NULL, '[{"from":"0","apr":"1.2"},{"from":"0.5","apr":"0.3"}]', '0.0001', '10', '2000', 'active', 30),
	('eth-flexible', 'ETH', 'flexible', NULL, '[{"from":"0","apr":"2.1"},{"from":"10","apr":"0.8"}]', '0.001', '200', '50000', 'active', 40),
	('sol-flexible', 'SOL', 'flexible', NULL, '[{"from":"0","apr":"4.2"}]', '0.01', '5000', '1000000', 'active', 50),
	('usdt-fixed-7', 'USDT', 'fixed', 7, '[{"from":"0","apr":"5"}]', '10', '100000', '10000000', 'active', 60),
	('usdt-fixed-30', 'USDT', 'fixed', 30, '[{"from":"0","apr":"6.5"}]', '10', '100000', '10000000', 'active', 70),
	('usdt-fixed-90', 'USDT', 'fixed', 90, '[{"from":"0","apr":"8"}]', '100', '100000', '5000000', 'active', 80),
	('btc-fixed-30', 'BTC', 'fixed', 30, '[{"from":"0","apr":"2"}]', '0.001', '5', '500', 'active', 90),
	('eth-fixed-60', 'ETH', 'fixed', 60, '[{"from":"0","apr":"3.5"}]', '0.01', '100', '20000', 'active', 100);
