CREATE TABLE "connection_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" uuid NOT NULL,
	"actor_id" uuid,
	"type" text NOT NULL,
	"body" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_events_type_check" CHECK ("connection_events"."type" in ('requested', 'accepted', 'declined', 'ended', 'message'))
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requester_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"last_actor_id" uuid,
	"reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('requested', 'active', 'declined', 'ended')),
	CONSTRAINT "connections_two_sides_check" CHECK ("connections"."requester_id" <> "connections"."recipient_id")
);
--> statement-breakpoint
ALTER TABLE "connection_events" ADD CONSTRAINT "connection_events_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_events" ADD CONSTRAINT "connection_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_last_actor_id_users_id_fk" FOREIGN KEY ("last_actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_events_connection_idx" ON "connection_events" USING btree ("connection_id","at");--> statement-breakpoint
CREATE INDEX "connections_requester_idx" ON "connections" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "connections_recipient_idx" ON "connections" USING btree ("recipient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connections_open_pair_key" ON "connections" USING btree (least("requester_id", "recipient_id"),greatest("requester_id", "recipient_id"),"kind") WHERE "connections"."status" in ('requested', 'active');