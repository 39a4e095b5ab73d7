CREATE TABLE "claim_cargo_filings" (
	"claim_id" bigint PRIMARY KEY NOT NULL,
	"transport_document" text NOT NULL,
	"mode" text NOT NULL,
	"carrier" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"delivered_on" date NOT NULL,
	"event" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"filed_by" uuid,
	"filed_by_username" text NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD CONSTRAINT "claim_cargo_filings_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_cargo_filings" ADD CONSTRAINT "claim_cargo_filings_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
