CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"npi" text,
	"plan_name" text,
	"contract_id" text,
	"ncpdp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('health_plan', 'provider_organisation', 'pharma_company', 'carrier', 'forwarder'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_npi_key" ON "organisations" USING btree ("npi");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_plan_name_key" ON "organisations" USING btree (lower("plan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_kind_name_key" ON "organisations" USING btree ("kind",lower("name")) WHERE "organisations"."kind" in ('pharma_company', 'forwarder', 'carrier');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
-- Accounts that exist before organisations were records were admitted already: they stay approved.
ALTER TABLE "users" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "approval" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_approval_check" CHECK ("users"."approval" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
CREATE INDEX "users_organisation_idx" ON "users" USING btree ("organisation_id");--> statement-breakpoint
-- Today's accounts onto organisation records, one per identifier their rows carry.
INSERT INTO "organisations" ("kind", "name", "npi")
SELECT DISTINCT ON ("provider_id") 'provider_organisation', coalesce(nullif("org_name", ''), "provider_id"), "provider_id"
FROM "users" WHERE "role" = 'provider' AND coalesce("provider_id", '') <> ''
ORDER BY "provider_id", "created_at";--> statement-breakpoint
INSERT INTO "organisations" ("kind", "name", "plan_name")
SELECT DISTINCT ON (lower("plan_name")) 'health_plan', coalesce(nullif("org_name", ''), "plan_name"), "plan_name"
FROM "users" WHERE "role" = 'healthplan' AND coalesce("plan_name", '') <> ''
ORDER BY lower("plan_name"), "created_at";--> statement-breakpoint
INSERT INTO "organisations" ("kind", "name")
SELECT DISTINCT ON (kind, lower("org_name")) kind, "org_name"
FROM (
	SELECT CASE "role" WHEN 'pharma' THEN 'pharma_company' WHEN 'freight_forwarder' THEN 'forwarder' ELSE 'carrier' END AS kind, "org_name", "created_at"
	FROM "users" WHERE "role" IN ('pharma', 'freight_forwarder', 'editor', 'claims_adjuster') AND "org_name" <> ''
) AS named
ORDER BY kind, lower("org_name"), "created_at";--> statement-breakpoint
UPDATE "users" SET "organisation_id" = o."id" FROM "organisations" o
WHERE (
	("users"."role" = 'provider' AND o."kind" = 'provider_organisation' AND o."npi" = "users"."provider_id")
	OR ("users"."role" = 'healthplan' AND o."kind" = 'health_plan' AND lower(o."plan_name") = lower("users"."plan_name"))
	OR ("users"."role" = 'pharma' AND o."kind" = 'pharma_company' AND lower(o."name") = lower("users"."org_name"))
	OR ("users"."role" = 'freight_forwarder' AND o."kind" = 'forwarder' AND lower(o."name") = lower("users"."org_name"))
	OR ("users"."role" IN ('editor', 'claims_adjuster') AND o."kind" = 'carrier' AND lower(o."name") = lower("users"."org_name"))
);
