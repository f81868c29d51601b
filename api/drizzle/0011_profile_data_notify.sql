-- A write to any table a signed-in profile is read from (users, their organisations, addresses, favourites,
-- secondary orgs) notifies channel portal_profile_data. PostgreSQL delivers a notification when its transaction
-- commits, and never for one rolled back; several in one transaction arrive as one. On the embedded database
-- every write passes through the API's own process and the notification reaches it before the writing call
-- returns, so the API may remember profiles and callers there exactly (api/src/services/profile-memory.ts).
-- Statement-level: a bulk change (the seed) notifies once per statement, not per row.
CREATE OR REPLACE FUNCTION portal_profile_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_profile_data', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_profile_data ON users;
--> statement-breakpoint
CREATE TRIGGER users_profile_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_profile_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS organizations_profile_data ON organizations;
--> statement-breakpoint
CREATE TRIGGER organizations_profile_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION portal_profile_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS addresses_profile_data ON addresses;
--> statement-breakpoint
CREATE TRIGGER addresses_profile_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON addresses
  FOR EACH STATEMENT EXECUTE FUNCTION portal_profile_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS user_favorite_addresses_profile_data ON user_favorite_addresses;
--> statement-breakpoint
CREATE TRIGGER user_favorite_addresses_profile_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON user_favorite_addresses FOR EACH STATEMENT EXECUTE FUNCTION portal_profile_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS secondary_org_relationships_profile_data ON secondary_org_relationships;
--> statement-breakpoint
CREATE TRIGGER secondary_org_relationships_profile_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON secondary_org_relationships FOR EACH STATEMENT EXECUTE FUNCTION portal_profile_data_changed();
