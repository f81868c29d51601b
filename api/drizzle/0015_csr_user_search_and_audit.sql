-- Customer-service user search at 100,000 users (api/src/services/customer-service/admin-users.ts): the default
-- order (registration date, then id) walks an index, and the search text (names and e-mail, matched anywhere)
-- uses a trigram index on the same expression the query uses.
CREATE INDEX IF NOT EXISTS "users_created_id_idx" ON "users" USING btree ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_status_created_idx" ON "users" USING btree ("status", "created_at", "id");--> statement-breakpoint
-- The audit trail is append-only: nobody, not even the API, may change or remove what it recorded.
-- (Deleting a user keeps their rows: the foreign keys' ON DELETE SET NULL is the one update allowed.)
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.at = OLD.at
     AND NEW.details IS NOT DISTINCT FROM OLD.details
     AND (NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id OR NEW.actor_user_id IS NULL)
     AND (NEW.subject_user_id IS NOT DISTINCT FROM OLD.subject_user_id OR NEW.subject_user_id IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only ON "audit_log";--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
