CREATE TABLE "catalogue_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer,
	"changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_changes" ADD CONSTRAINT "catalogue_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 9): the catalogue version is bumped at COMMIT by a deferred constraint
-- trigger, so the version row is locked only while PostgreSQL commits, not across the API's round
-- trips; the version is written into the change's row for the API to read after the commit.
CREATE FUNCTION "bump_catalogue_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bumped "catalogue_versions"%ROWTYPE;
BEGIN
	INSERT INTO "catalogue_versions" ("tenant_id", "version") VALUES (NEW."tenant_id", 1)
	ON CONFLICT ("tenant_id") DO UPDATE SET "version" = "catalogue_versions"."version" + 1, "changed_at" = now()
	RETURNING * INTO bumped;
	UPDATE "catalogue_changes" SET "version" = bumped."version", "changed_at" = bumped."changed_at" WHERE "id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_changes_bump_version" AFTER INSERT ON "catalogue_changes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version_at_commit"();
