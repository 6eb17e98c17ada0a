CREATE TABLE "compliance_documents" (
	"kind" text NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"site_key" text NOT NULL,
	"locale" text DEFAULT '*' NOT NULL,
	"version" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"submit_button" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "compliance_documents_kind_scene_site_key_locale_version_pk" PRIMARY KEY("kind","scene","site_key","locale","version")
);
--> statement-breakpoint
CREATE TABLE "compliance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"site_key" text NOT NULL,
	"country" text DEFAULT '*' NOT NULL,
	"locale" text DEFAULT '*' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"ok_button" text DEFAULT '' NOT NULL,
	"cancel_button" text DEFAULT '' NOT NULL,
	"ok_button_router" text DEFAULT '' NOT NULL,
	"text_link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"no_close_button" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"popup_path" text,
	"popup_max_count" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "compliance_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compliance_items_kind_check" CHECK ("compliance_items"."kind" in ('business', 'state_tips', 'popup'))
);
--> statement-breakpoint
CREATE TABLE "compliance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"site_key" text NOT NULL,
	"country" text NOT NULL,
	"match" text NOT NULL,
	"denied_menu" text[] DEFAULT '{}'::text[] NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gray_tax" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "compliance_rules_slug_unique" UNIQUE("slug"),
	CONSTRAINT "compliance_rules_match_check" CHECK ("compliance_rules"."match" in ('ip', 'user'))
);
--> statement-breakpoint
CREATE TABLE "compliance_signatures" (
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_signatures_uid_kind_scene_version_pk" PRIMARY KEY("uid","kind","scene","version")
);
--> statement-breakpoint
ALTER TABLE "compliance_signatures" ADD CONSTRAINT "compliance_signatures_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_items_site_idx" ON "compliance_items" USING btree ("kind","site_key");--> statement-breakpoint
CREATE INDEX "compliance_rules_site_idx" ON "compliance_rules" USING btree ("site_key","country");--> statement-breakpoint
-- Keep Turkey declarations signed under the old column as version-1 signatures before dropping it.
INSERT INTO "compliance_signatures" ("uid", "kind", "scene", "version") SELECT "uid", 'tr_declaration', '', 1 FROM "users" WHERE "tr_declaration_status" = 2;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tr_declaration_status";