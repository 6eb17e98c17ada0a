CREATE TABLE "fills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"side" integer NOT NULL,
	"price" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"fee_currency" text NOT NULL,
	"realised_pnl" numeric DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"client_order_id" text NOT NULL,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"side" integer NOT NULL,
	"type" integer NOT NULL,
	"price" numeric,
	"stop_price" numeric,
	"quantity" numeric NOT NULL,
	"filled_quantity" numeric DEFAULT '0' NOT NULL,
	"avg_fill_price" numeric,
	"leverage" integer,
	"reduce_only" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"origin" text DEFAULT 'user' NOT NULL,
	"locked_amount" numeric DEFAULT '0' NOT NULL,
	"locked_currency" text,
	"reject_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_uid_client_order_id_unique" UNIQUE("uid","client_order_id"),
	CONSTRAINT "orders_side_check" CHECK ("orders"."side" in (1, -1)),
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" between 0 and 6),
	CONSTRAINT "orders_market_check" CHECK ("orders"."market" in ('spot', 'futures')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('open', 'filled', 'cancelled', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"uid" bigint NOT NULL,
	"symbol" text NOT NULL,
	"side" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"entry_price" numeric NOT NULL,
	"leverage" integer NOT NULL,
	"margin" numeric NOT NULL,
	"take_profit" numeric,
	"stop_loss" numeric,
	"realised_pnl" numeric DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "positions_uid_symbol_pk" PRIMARY KEY("uid","symbol"),
	CONSTRAINT "positions_side_check" CHECK ("positions"."side" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"market" text NOT NULL,
	"symbol" text NOT NULL,
	"price" numeric NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"triggered_at" timestamp with time zone,
	CONSTRAINT "price_alerts_direction_check" CHECK ("price_alerts"."direction" in ('above', 'below')),
	CONSTRAINT "price_alerts_market_check" CHECK ("price_alerts"."market" in ('spot', 'futures'))
);
--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fills_uid_symbol_created_idx" ON "fills" USING btree ("uid","symbol","created_at");--> statement-breakpoint
CREATE INDEX "fills_order_idx" ON "fills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_uid_created_idx" ON "notifications" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_uid_created_idx" ON "orders" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_symbol_idx" ON "orders" USING btree ("market","symbol") WHERE "orders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "positions_symbol_idx" ON "positions" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "price_alerts_uid_idx" ON "price_alerts" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "price_alerts_active_idx" ON "price_alerts" USING btree ("market","symbol") WHERE "price_alerts"."triggered_at" is null;