DROP INDEX "claims_billing_npi_idx";--> statement-breakpoint
DROP INDEX "claims_rendering_npi_idx";--> statement-breakpoint
CREATE INDEX "claims_billing_npi_bucket_idx" ON "claims" USING btree ("billing_npi","bucket","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_rendering_npi_bucket_idx" ON "claims" USING btree ("rendering_npi","bucket","received_on","id");