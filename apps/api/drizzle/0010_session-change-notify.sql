-- Hand-written (issue 12): the API remembers live sessions and their users in memory instead of
-- reading `users` and `refresh_tokens` on every signed-in request. Every change that may end a
-- session or change what a session may do (a revoked refresh token, a user's groups, authorities
-- or status) announces the user on channel "bp_session_changes" at COMMIT, so every instance
-- listening forgets that user's sessions at once, whichever code path made the change.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
	IF TG_TABLE_NAME = 'refresh_tokens' THEN
		PERFORM pg_notify('bp_session_changes', changed."tenant_id"::text || ':' || changed."user_id"::text);
	ELSE
		PERFORM pg_notify('bp_session_changes', changed."tenant_id"::text || ':' || changed."id"::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_session_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_notify_session_change" AFTER UPDATE OF "revoked_at" OR DELETE ON "refresh_tokens" FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
