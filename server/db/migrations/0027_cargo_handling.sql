ALTER TABLE "claim_cargo_filings" ADD COLUMN "acknowledged_on" date;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD COLUMN "acknowledged_by_username" text;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD COLUMN "decided_on" date;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD COLUMN "decided_by_username" text;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD COLUMN "decline_reason" text;
