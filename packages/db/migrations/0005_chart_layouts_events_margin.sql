CREATE TABLE "chart_layouts" (
	"uid" bigint NOT NULL,
	"scope" text NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chart_layouts_uid_scope_pk" PRIMARY KEY("uid","scope"),
	CONSTRAINT "chart_layouts_scope_check" CHECK ("chart_layouts"."scope" in ('trade', 'embedded'))
);
--> statement-breakpoint
CREATE TABLE "market_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text,
	"market" text NOT NULL,
	"symbol" text,
	"type" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "market_events_market_check" CHECK ("market_events"."market" in ('spot', 'futures')),
	CONSTRAINT "market_events_type_check" CHECK ("market_events"."type" between 3 and 8),
	CONSTRAINT "market_events_title_check" CHECK (char_length("market_events"."title") between 1 and 120),
	CONSTRAINT "market_events_body_check" CHECK ("market_events"."body" is null or char_length("market_events"."body") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_market_check";--> statement-breakpoint
DROP INDEX "positions_symbol_idx";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_uid_symbol_pk";--> statement-breakpoint
-- Moved above the new primary key, which needs the column (drizzle-kit emitted it after). Existing
-- rows were all futures positions, hence the default.
ALTER TABLE "positions" ADD COLUMN "market" text DEFAULT 'futures' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_uid_market_symbol_pk" PRIMARY KEY("uid","market","symbol");--> statement-breakpoint
ALTER TABLE "chart_layouts" ADD CONSTRAINT "chart_layouts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_events_market_time_idx" ON "market_events" USING btree ("market","time");--> statement-breakpoint
CREATE INDEX "positions_market_symbol_idx" ON "positions" USING btree ("market","symbol");--> statement-breakpoint
ALTER TABLE "fills" ADD CONSTRAINT "fills_market_check" CHECK ("fills"."market" in ('spot', 'margin', 'futures'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_market_check" CHECK ("orders"."market" in ('spot', 'margin', 'futures'));--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_market_check" CHECK ("positions"."market" in ('margin', 'futures'));