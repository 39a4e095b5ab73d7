-- The public directory's resources, kept in the database so that a FHIR search is an indexed
-- query instead of a pass over every listing. A version of the directory's sources (its rows, its
-- tables, the organisation records that own rows) is moved by the database itself with every
-- statement that writes them, in the writer's transaction: a request compares it, in one probe of
-- one row, with the version the projection was made from, and brings the projection up to date
-- before it answers when they differ.
CREATE TABLE "fhir_directory_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fhir_directory_changes_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "fhir_directory_changes" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION fhir_directory_changes_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "fhir_directory_changes" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER directory_rows_fhir_changed BEFORE INSERT OR UPDATE OR DELETE ON "directory_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
CREATE TRIGGER directory_rows_fhir_truncated BEFORE TRUNCATE ON "directory_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
CREATE TRIGGER directory_tables_fhir_changed BEFORE INSERT OR UPDATE OR DELETE ON "directory_tables"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
CREATE TRIGGER directory_tables_fhir_truncated BEFORE TRUNCATE ON "directory_tables"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
CREATE TRIGGER organisations_fhir_changed BEFORE INSERT OR UPDATE OR DELETE ON "organisations"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
CREATE TRIGGER organisations_fhir_truncated BEFORE TRUNCATE ON "organisations"
	FOR EACH STATEMENT EXECUTE FUNCTION fhir_directory_changes_advance();
--> statement-breakpoint
-- What the projection was made from: the sources' version, the publisher and policy it was made
-- with, and the first moment one of its public listings lapses by its verification clock (the
-- projection is out of date from then on, with no job having to run).
CREATE TABLE "fhir_projection" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT -1 NOT NULL,
	"made_with" text DEFAULT '' NOT NULL,
	"lapses_at" timestamp with time zone,
	CONSTRAINT "fhir_projection_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "fhir_projection" ("id") VALUES (true);
--> statement-breakpoint
-- Ids compare in code-unit order ("C"), the order of every search and of the paging cursor.
CREATE TABLE "fhir_resources" (
	"type" text COLLATE "C" NOT NULL,
	"id" text COLLATE "C" NOT NULL,
	"source_row_id" bigint,
	"state" text NOT NULL,
	"resource" text,
	"version_id" text,
	"last_updated" timestamp with time zone,
	CONSTRAINT "fhir_resources_pkey" PRIMARY KEY ("type", "id"),
	CONSTRAINT "fhir_resources_state" CHECK ("state" IN ('public', 'gone'))
);
--> statement-breakpoint
CREATE TABLE "fhir_search_values" (
	"type" text COLLATE "C" NOT NULL,
	"param" text COLLATE "C" NOT NULL,
	"value" text COLLATE "C" NOT NULL,
	"id" text COLLATE "C" NOT NULL,
	CONSTRAINT "fhir_search_values_pkey" PRIMARY KEY ("type", "param", "value", "id")
);
--> statement-breakpoint
CREATE INDEX "fhir_search_values_resource_idx" ON "fhir_search_values" ("type", "id");
