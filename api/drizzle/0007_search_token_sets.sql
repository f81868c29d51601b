-- Precomputed one-word search data and a catalogue version for the search module's caches.
-- search_lexemes: every lexeme of product_search.doc that starts with a letter (the dictionary a one-word query is
--   resolved against). search_token_sets: for each set of lexemes a one-word query can match (the lexemes under a
--   prefix, or one lexeme) whose match set is large, the (leaf, brand, count) grouping the facets are made from and
--   the best matches in relevance order. Both are built by rebuildSearchData (api/src/search/maintenance.ts) and
--   used only while search_data_version.built_version = version.
-- search_data_version.version moves on every statement that changes searchable product data (or categories,
--   brands), so caches keyed by it never serve a result from before a catalogue change.
CREATE TABLE IF NOT EXISTS "search_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_token_sets" (
	"match_key" text PRIMARY KEY NOT NULL,
	"lexemes" text[] NOT NULL,
	"total" integer NOT NULL,
	"groups" integer[] NOT NULL,
	"top_parts" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_data_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" bigint DEFAULT 1 NOT NULL,
	"built_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_data_version" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_data_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF part_number, part_number_compact, name, brand_id, brand_name,
    lvl0, lvl1, lvl2, lvl3, lvl4, show_online, popularity, price_usd, price_cad, image_url, description
  ON products FOR EACH STATEMENT EXECUTE FUNCTION portal_search_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS categories_search_version ON categories;
--> statement-breakpoint
CREATE TRIGGER categories_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_data_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS brands_search_version ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_data_changed();
