CREATE TABLE "directory_row_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"row_id" bigint NOT NULL,
	"table_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_username" text
);
--> statement-breakpoint
CREATE TABLE "directory_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" uuid NOT NULL,
	"values" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"verified_at" timestamp with time zone,
	"verified_by" uuid
);
--> statement-breakpoint
CREATE TABLE "directory_table_access" (
	"table_id" uuid NOT NULL,
	"role" text NOT NULL,
	"can_view" boolean DEFAULT false NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "directory_table_access_table_id_role_pk" PRIMARY KEY("table_id","role")
);
--> statement-breakpoint
CREATE TABLE "directory_table_revisions" (
	"table_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"columns" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "directory_table_revisions_table_id_version_pk" PRIMARY KEY("table_id","version")
);
--> statement-breakpoint
CREATE TABLE "directory_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template" text DEFAULT 'blank' NOT NULL,
	"columns" jsonb NOT NULL,
	"definition_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"last_import_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "directory_row_history" ADD CONSTRAINT "directory_row_history_row_id_directory_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."directory_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD CONSTRAINT "directory_rows_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_table_access" ADD CONSTRAINT "directory_table_access_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_table_access" ADD CONSTRAINT "directory_table_access_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_table_revisions" ADD CONSTRAINT "directory_table_revisions_table_id_directory_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."directory_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_table_revisions" ADD CONSTRAINT "directory_table_revisions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_tables" ADD CONSTRAINT "directory_tables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_tables" ADD CONSTRAINT "directory_tables_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_row_history_row_idx" ON "directory_row_history" USING btree ("row_id","id");--> statement-breakpoint
CREATE INDEX "directory_rows_table_idx" ON "directory_rows" USING btree ("table_id","id");--> statement-breakpoint
CREATE INDEX "directory_rows_verified_idx" ON "directory_rows" USING btree ("table_id","verified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_tables_name_key" ON "directory_tables" USING btree (lower("name"));