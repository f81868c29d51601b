-- The serving index's in-memory form (api/src/search/posting-index.ts), built by rebuildSearchData and used only
-- while search_data_version.built_version = version:
--   search_postings: per lexeme of product_search.doc that starts with a letter, the documents holding it as
--     ord * 4 + weight code (3 = A, 2 = B, 1 = C, 0 = D: the lexeme's best weight in that document), ascending.
--   product_search.ord and the *_rank columns: each document's place in the portal's orders, computed by the
--     database (its collation decides part-number order, collate "C" name order), so the in-memory index sorts
--     exactly as the SQL statements do.
-- These replace search_token_sets (precomputed one-word sets): the posting index answers every word query.
-- Raw-SQL owned like search_lexemes: not part of the Drizzle schema.
DROP TABLE IF EXISTS "search_token_sets";
--> statement-breakpoint
DROP TABLE IF EXISTS "search_lexemes";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_postings" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL,
	"postings" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "ord" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "part_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "name_asc_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "name_desc_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "usd_asc_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "usd_desc_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "cad_asc_rank" integer;
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "cad_desc_rank" integer;
--> statement-breakpoint
-- the precomputed data no longer exists in its old form: searches use SQL until the next rebuild
UPDATE "search_data_version" SET "built_version" = 0 WHERE "id" = 1;
