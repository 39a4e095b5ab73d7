-- A version of the claims as a whole, moved by the database itself with every statement that
-- writes claims (in the writer's transaction, so a reader sees the new version exactly when it
-- sees the new rows): a search keeps the number of claims it matched under the version it counted
-- them at, and counts again only when the version moved. The version row is taken before the
-- statement locks any claim, so that two transactions writing claims queue on it instead of each
-- holding claims the other waits for.
CREATE TABLE "claim_changes" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "claim_changes_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "claim_changes" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION claim_changes_advance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "claim_changes" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER claims_changed BEFORE INSERT OR UPDATE OR DELETE ON "claims"
	FOR EACH STATEMENT EXECUTE FUNCTION claim_changes_advance();
--> statement-breakpoint
CREATE TRIGGER claims_truncated BEFORE TRUNCATE ON "claims"
	FOR EACH STATEMENT EXECUTE FUNCTION claim_changes_advance();
