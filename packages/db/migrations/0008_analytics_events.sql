CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"view" text NOT NULL,
	"event" text NOT NULL,
	"kind" text NOT NULL,
	"site" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" in ('custom', 'click', 'hover', 'open', 'close'))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_view_idx" ON "analytics_events" USING btree ("view");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");