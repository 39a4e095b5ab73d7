CREATE TABLE "directory_import_undo" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"table_id" uuid NOT NULL,
	"added_after" bigint,
	"added_up_to" bigint,
	"before" jsonb
);
--> statement-breakpoint
ALTER TABLE "directory_import_undo" ADD CONSTRAINT "directory_import_undo_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_import_undo_import_idx" ON "directory_import_undo" USING btree ("import_id","id");
