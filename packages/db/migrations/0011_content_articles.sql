CREATE TABLE "content_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"sites" jsonb,
	"scope" text DEFAULT '*' NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"effective_date" date,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_articles_status_check" CHECK ("content_articles"."status" in ('published', 'unpublished'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_key" ON "content_articles" USING btree ("kind","slug","locale","scope");--> statement-breakpoint
CREATE INDEX "content_articles_list_idx" ON "content_articles" USING btree ("kind","locale","status","published_at");