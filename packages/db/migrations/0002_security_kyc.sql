CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_locks" (
	"uid" bigint NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_locks_uid_kind_pk" PRIMARY KEY("uid","kind")
);
--> statement-breakpoint
CREATE TABLE "sub_accounts" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"parent_uid" bigint NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"sub_type" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_security" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"fundpass_hash" text,
	"fundpass_frequency" integer DEFAULT 1 NOT NULL,
	"fundpass_updated_at" timestamp with time zone,
	"totp_secret_enc" text,
	"totp_pending_enc" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"fundpass_verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" bigint NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage" text NOT NULL,
	"path" text,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_locks" ADD CONSTRAINT "security_locks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_parent_uid_users_uid_fk" FOREIGN KEY ("parent_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_security" ADD CONSTRAINT "user_security_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_applications" ADD CONSTRAINT "kyc_applications_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_application_id_kyc_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."kyc_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sub_accounts_parent_idx" ON "sub_accounts" USING btree ("parent_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_applications_uid_level_idx" ON "kyc_applications" USING btree ("uid","level");--> statement-breakpoint
CREATE INDEX "kyc_applications_status_idx" ON "kyc_applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_app_kind_idx" ON "kyc_documents" USING btree ("application_id","kind");