ALTER TABLE "directory_rows" ADD COLUMN "verified_method" text;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD COLUMN "verified_note" text;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD COLUMN "publication_hold" text;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD COLUMN "publication_hold_by" uuid;--> statement-breakpoint
ALTER TABLE "directory_rows" ADD COLUMN "publication_hold_at" timestamp with time zone;
