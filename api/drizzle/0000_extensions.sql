-- Extensions the schema needs before any table exists: pg_trgm (trigram indexes for typo correction and
-- fuzzy name matching). pg_trgm is a trusted extension (PostgreSQL 13+), so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
