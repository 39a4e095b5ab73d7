ALTER TABLE "directory_rows" ADD COLUMN "owner_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD CONSTRAINT "directory_rows_owner_organisation_id_organisations_id_fk" FOREIGN KEY ("owner_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_rows_owner_idx" ON "directory_rows" USING btree ("owner_organisation_id") WHERE "owner_organisation_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "directory_tables" ADD COLUMN "publication" jsonb;
