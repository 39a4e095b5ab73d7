CREATE TABLE "scheduled_job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"summary" text,
	"failure" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"server" text NOT NULL,
	CONSTRAINT "scheduled_job_runs_outcome_check" CHECK ("scheduled_job_runs"."outcome" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "scheduled_job_runs_job_started_idx" ON "scheduled_job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE TABLE "directory_reminder_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "directory_reminder_messages" ADD CONSTRAINT "directory_reminder_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_reminder_messages_token_key" ON "directory_reminder_messages" USING btree ("token_hash");--> statement-breakpoint
CREATE TABLE "directory_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" uuid NOT NULL,
	"row_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_reminders" ADD CONSTRAINT "directory_reminders_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."directory_reminder_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_reminders" ADD CONSTRAINT "directory_reminders_row_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."directory_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_reminders_once_key" ON "directory_reminders" USING btree ("row_id","user_id","due_at","days_before");--> statement-breakpoint
CREATE TABLE "directory_suppressions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"row_id" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_suppressions" ADD CONSTRAINT "directory_suppressions_row_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."directory_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_suppressions_once_key" ON "directory_suppressions" USING btree ("row_id","due_at");
