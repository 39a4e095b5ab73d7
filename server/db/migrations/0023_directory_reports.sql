CREATE TABLE "directory_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"table_id" uuid,
	"resource_ref" text NOT NULL,
	"question" text NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by_username" text
);
--> statement-breakpoint
ALTER TABLE "directory_inquiries" ADD CONSTRAINT "directory_inquiries_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_inquiries_open_due_idx" ON "directory_inquiries" USING btree ("due_on") WHERE "directory_inquiries"."answered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "directory_inquiries_received_idx" ON "directory_inquiries" USING btree ("received_at");
