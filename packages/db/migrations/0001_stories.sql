CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug")
);
