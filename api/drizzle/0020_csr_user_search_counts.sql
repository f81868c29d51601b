CREATE TABLE "user_counts" (
	"account_key" text NOT NULL,
	"status" "user_status" NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "user_counts_account_key_status_pk" PRIMARY KEY("account_key","status")
);
--> statement-breakpoint
CREATE TABLE "user_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text,
	"status" "user_status" NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_search" ADD CONSTRAINT "user_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_search_text_trgm_idx" ON "user_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_account_idx" ON "user_search" USING btree ("account_id");--> statement-breakpoint
-- Hand-written (ADR 0020): triggers on users keep user_search and user_counts, then both are filled from the users
-- already there. Inserts and deletes are handled per statement (a bulk upload or the bench's seed inserts thousands
-- of users at once); updates per row, and only when a searched or counted column changes (sign-ins and heartbeats
-- update users all day). The search text is the expression admin-users.ts matches on users.
CREATE OR REPLACE FUNCTION portal_user_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_search (user_id, account_id, status, search_text)
    SELECT id, account_id, status, lower(first_name || ' ' || last_name || ' ' || email) FROM new_users;
  -- counter rows are locked in key order, so concurrent statements wait on each other rather than deadlock
  INSERT INTO user_counts AS c (account_key, status, users)
    SELECT coalesce(account_id, ''), status, count(*)::int FROM new_users GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (account_key, status) DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_user_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- user_search rows go with their users (ON DELETE CASCADE)
  INSERT INTO user_counts AS c (account_key, status, users)
    SELECT coalesce(account_id, ''), status, -count(*)::int FROM old_users GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (account_key, status) DO UPDATE SET users = c.users + excluded.users;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_user_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_search
    SET account_id = NEW.account_id, status = NEW.status,
      search_text = lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.email)
    WHERE user_id = NEW.id;
  IF OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.status <> NEW.status THEN
    INSERT INTO user_counts AS c (account_key, status, users)
      SELECT k, s, d FROM (VALUES (coalesce(OLD.account_id, ''), OLD.status, -1),
        (coalesce(NEW.account_id, ''), NEW.status, 1)) AS v (k, s, d)
      ORDER BY k, s
      ON CONFLICT (account_key, status) DO UPDATE SET users = c.users + excluded.users;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_insert ON users;--> statement-breakpoint
CREATE TRIGGER users_search_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION portal_user_search_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_delete ON users;--> statement-breakpoint
CREATE TRIGGER users_search_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users FOR EACH STATEMENT EXECUTE FUNCTION portal_user_search_delete();--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_update ON users;--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE OF first_name, last_name, email, account_id, status ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.account_id IS DISTINCT FROM NEW.account_id
    OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION portal_user_search_update();--> statement-breakpoint
INSERT INTO user_search (user_id, account_id, status, search_text)
  SELECT id, account_id, status, lower(first_name || ' ' || last_name || ' ' || email) FROM users
  ON CONFLICT (user_id) DO NOTHING;--> statement-breakpoint
DELETE FROM user_counts;--> statement-breakpoint
INSERT INTO user_counts (account_key, status, users)
  SELECT coalesce(account_id, ''), status, count(*)::int FROM users GROUP BY 1, 2;
