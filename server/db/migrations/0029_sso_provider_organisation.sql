-- The organisation an identity provider's users join: the admin who configures the provider vouches
-- for them, so an account its first sign-in creates is admitted into this organisation at once.
ALTER TABLE "identity_providers" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;
