-- Sign-in throttling counts checks per account, address and both under a row lock (one row per
-- counter) instead of one row per failure; the old rows only ever held a 15-minute window.
CREATE TABLE "sign_in_attempts" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_attempts_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_idx" ON "sign_in_attempts" USING btree ("window_started_at");