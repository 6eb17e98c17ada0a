CREATE TABLE "balance_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"uid" bigint NOT NULL,
	"currency" text NOT NULL,
	"available_delta" numeric NOT NULL,
	"locked_delta" numeric NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_movements_ref_unique" UNIQUE("uid","kind","ref","currency"),
	CONSTRAINT "balance_movements_nonzero_check" CHECK ("balance_movements"."available_delta" <> 0 or "balance_movements"."locked_delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_movements" ADD CONSTRAINT "balance_movements_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_movements_uid_created_idx" ON "balance_movements" USING btree ("uid","created_at");