CREATE TABLE "claim_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"line_number" integer,
	"group_code" text,
	"reason_code" text NOT NULL,
	"remark_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"received_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"claim_id" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"service_date" date,
	"code" text,
	"modifiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"quantity" numeric(12, 3) DEFAULT 1 NOT NULL,
	"billed" numeric(14, 2) NOT NULL,
	"allowed" numeric(14, 2),
	"paid" numeric(14, 2),
	CONSTRAINT "claim_lines_claim_id_line_number_pk" PRIMARY KEY("claim_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "claim_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text,
	"actor" text
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"claim_number" text NOT NULL,
	"status" text NOT NULL,
	"bucket" text NOT NULL,
	"received_on" date NOT NULL,
	"adjudicated_on" date,
	"paid_on" date,
	"billed" numeric(14, 2) NOT NULL,
	"allowed" numeric(14, 2),
	"paid" numeric(14, 2) DEFAULT 0 NOT NULL,
	"patient_responsibility" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"patient_control_number" text,
	"claim_type" text,
	"frequency" text,
	"member_id" text,
	"patient_name" text,
	"patient_birth_date" date,
	"billing_npi" text,
	"rendering_npi" text,
	"prescriber_npi" text,
	"pharmacy_npi" text,
	"payer_name" text,
	"plan_name" text,
	"line_of_business" text,
	"service_from" date,
	"service_to" date,
	"place_of_service" text,
	"rx_number" text,
	"ndc" text,
	"manufacturer" text,
	"payer_claim_status" text,
	"policy_number" text,
	"insured" text,
	"forwarder" text,
	"transport_document" text,
	"transport_mode" text,
	"shipper" text,
	"consignee" text,
	"conveyance" text,
	"origin" text,
	"destination" text,
	"loss_on" date,
	"loss_type" text,
	"commodity" text,
	"survey_report" text,
	"assigned_adjuster" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_claim_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sort" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_lines" ADD CONSTRAINT "claim_lines_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_history" ADD CONSTRAINT "claim_status_history_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_claim_searches" ADD CONSTRAINT "saved_claim_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_adjustments_claim_idx" ON "claim_adjustments" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_status_history_claim_idx" ON "claim_status_history" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_claim_number_key" ON "claims" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "claims_received_idx" ON "claims" USING btree ("received_on","id");--> statement-breakpoint
CREATE INDEX "claims_bucket_received_idx" ON "claims" USING btree ("bucket","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_billing_npi_idx" ON "claims" USING btree ("billing_npi","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_rendering_npi_idx" ON "claims" USING btree ("rendering_npi","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_plan_idx" ON "claims" USING btree ("plan_name","bucket","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_manufacturer_idx" ON "claims" USING btree ("manufacturer","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_forwarder_idx" ON "claims" USING btree ("forwarder","bucket","received_on","id");--> statement-breakpoint
CREATE INDEX "claims_member_idx" ON "claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "claims_policy_idx" ON "claims" USING btree ("policy_number");--> statement-breakpoint
CREATE INDEX "claims_transport_document_idx" ON "claims" USING btree ("transport_document");--> statement-breakpoint
CREATE INDEX "claims_codes_idx" ON "claims" USING gin ("codes");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_claim_searches_user_name_key" ON "saved_claim_searches" USING btree ("user_id",lower("name"));