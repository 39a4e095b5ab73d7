CREATE TABLE "directory_import_links" (
	"table_id" uuid NOT NULL,
	"layout" text NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "directory_import_links_table_id_layout_pk" PRIMARY KEY("table_id","layout")
);
--> statement-breakpoint
ALTER TABLE "directory_import_links" ADD CONSTRAINT "directory_import_links_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_import_links" ADD CONSTRAINT "directory_import_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;