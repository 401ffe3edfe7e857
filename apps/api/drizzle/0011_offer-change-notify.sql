-- Hand-written (issue 12): the API keeps each buyer's GET stocklist/offers answer in memory instead
-- of reading five tables on every request. Every change to a buyer's entries announces the buyer
-- ("<tenant_id>:<user_id>") on channel "bp_offer_changes" at COMMIT, whichever code path made it
-- (the buyer's routes, the import, seller answers, the expiry job, checkout, ops, an item's
-- deletion cascading); a change of the tenant's catalogue version (stock quantities and prices,
-- which the answer carries) announces the whole tenant ("<tenant_id>"). PostgreSQL sends one
-- notification per distinct payload and transaction, so a bulk write announces each buyer once.
CREATE FUNCTION "notify_offer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
	IF TG_TABLE_NAME = 'offers' THEN
		PERFORM pg_notify('bp_offer_changes', changed."tenant_id"::text || ':' || changed."user_id"::text);
	ELSE
		PERFORM pg_notify('bp_offer_changes', changed."tenant_id"::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "offers_notify_offer_change" AFTER INSERT OR UPDATE OR DELETE ON "offers" FOR EACH ROW EXECUTE FUNCTION "notify_offer_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_versions_notify_offer_change" AFTER INSERT OR UPDATE ON "catalogue_versions" FOR EACH ROW EXECUTE FUNCTION "notify_offer_change"();
