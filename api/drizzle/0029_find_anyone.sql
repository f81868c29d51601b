-- Customer support's "find anyone" search (issue 41, ADR 0042): a caller's phone number matches on its
-- digits however either was typed, and a business name matches when misspelt (pg_trgm similarity).
CREATE INDEX IF NOT EXISTS "users_phone_digits_idx" ON "users" USING btree (regexp_replace("phone_number", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_name_trgm_idx" ON "organizations" USING gin (lower("name") gin_trgm_ops);
