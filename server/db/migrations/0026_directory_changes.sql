ALTER TABLE "directory_inquiries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_tables" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "directory_tables" ADD CONSTRAINT "directory_tables_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "directory_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" uuid NOT NULL,
	"row_id" bigint NOT NULL,
	"source" text NOT NULL,
	"proposed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_by_username" text,
	"inquiry_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_username" text,
	"reason" text,
	CONSTRAINT "directory_changes_source_check" CHECK ("directory_changes"."source" in ('provider', 'member')),
	CONSTRAINT "directory_changes_status_check" CHECK ("directory_changes"."status" in ('open', 'applied', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "directory_changes" ADD CONSTRAINT "directory_changes_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_changes" ADD CONSTRAINT "directory_changes_row_id_directory_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."directory_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_changes" ADD CONSTRAINT "directory_changes_inquiry_id_directory_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."directory_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_changes_open_due_idx" ON "directory_changes" USING btree ("due_on") WHERE "directory_changes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "directory_changes_table_received_idx" ON "directory_changes" USING btree ("table_id","received_at");
