-- Hand-written: catalogue_changes rows are kept as the log other instances catch up from (the
-- items each version changed, stock/catalogue-changes.ts) instead of being deleted by the API
-- after its commit. The commit-time bump prunes a tenant's rows older than its last 1,000
-- versions, every 100th version (an instance that missed more reads its lists again). Every
-- version change is announced as "<tenant_id>:<version>" on channel "bp_catalogue_changes", so
-- another instance applies the change within milliseconds instead of at its next version check.
CREATE OR REPLACE FUNCTION "bump_catalogue_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped "catalogue_versions"%ROWTYPE;
BEGIN
	INSERT INTO "catalogue_versions" ("tenant_id", "version") VALUES (NEW."tenant_id", 1)
	ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "catalogue_versions"."version" + 1, "changed_at" = now()
	RETURNING * INTO bumped;
	UPDATE "catalogue_changes" SET "version" = bumped."version", "changed_at" = bumped."changed_at" WHERE "id" = NEW."id";
	IF bumped."version" % 100 = 0 THEN
		DELETE FROM "catalogue_changes" WHERE "tenant_id" = NEW."tenant_id" AND "version" <= bumped."version" - 1000;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('bp_catalogue_changes', NEW."tenant_id"::text || ':' || NEW."version"::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_versions_notify_catalogue_change" AFTER INSERT OR UPDATE ON "catalogue_versions" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_change"();
