CREATE TABLE "claim_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" bigint NOT NULL,
	"dispute_type" text NOT NULL,
	"reason" text NOT NULL,
	"narrative" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"claim_status_before" text NOT NULL,
	"opened_by" uuid,
	"opened_by_username" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"request_note" text,
	"requested_at" timestamp with time zone,
	"outcome" text,
	"decision_text" text,
	"decided_by_username" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" bigint NOT NULL,
	"attachment_codes" text[] NOT NULL,
	"note" text NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by_username" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by_username" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" bigint NOT NULL,
	"dispute_id" uuid,
	"request_id" uuid,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_username" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_file_chunks" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "claim_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "claim_disputes" ADD CONSTRAINT "claim_disputes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_disputes" ADD CONSTRAINT "claim_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_dispute_id_claim_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."claim_disputes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_document_requests" ADD CONSTRAINT "claim_document_requests_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_request_id_claim_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."claim_document_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file_chunks" ADD CONSTRAINT "claim_file_chunks_file_id_claim_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."claim_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_disputes_one_open_key" ON "claim_disputes" USING btree ("claim_id") WHERE "claim_disputes"."status" <> 'decided';--> statement-breakpoint
CREATE INDEX "claim_disputes_status_due_idx" ON "claim_disputes" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "claim_document_requests_claim_idx" ON "claim_document_requests" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_document_requests_status_due_idx" ON "claim_document_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "claim_files_dispute_idx" ON "claim_files" USING btree ("dispute_id");
