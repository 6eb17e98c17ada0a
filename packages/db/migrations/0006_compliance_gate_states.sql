CREATE TABLE "compliance_gate_states" (
	"uid" bigint PRIMARY KEY NOT NULL,
	"result_value" integer DEFAULT 0 NOT NULL,
	"result_valid_period" timestamp with time zone,
	"limit_value" integer DEFAULT 0 NOT NULL,
	"limit_times" integer NOT NULL,
	"limit_valid_period" timestamp with time zone,
	"last_result" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "compliance_gate_states_result_value_check" CHECK ("compliance_gate_states"."result_value" in (0, 1)),
	CONSTRAINT "compliance_gate_states_limit_check" CHECK ("compliance_gate_states"."limit_value" >= 0 and "compliance_gate_states"."limit_times" >= 1),
	CONSTRAINT "compliance_gate_states_last_result_check" CHECK ("compliance_gate_states"."last_result" between 0 and 4)
);
--> statement-breakpoint
ALTER TABLE "compliance_gate_states" ADD CONSTRAINT "compliance_gate_states_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;