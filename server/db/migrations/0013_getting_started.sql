CREATE TABLE "getting_started" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ticked" text[] DEFAULT '{}'::text[] NOT NULL,
	"dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "getting_started" ADD CONSTRAINT "getting_started_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;