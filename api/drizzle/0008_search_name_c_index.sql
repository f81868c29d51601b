-- Name sorts order by code point (collate "C": the same on PGlite and on any server locale); this index serves them.
CREATE INDEX IF NOT EXISTS "product_search_name_c_idx" ON "product_search" USING btree ("name" COLLATE "C");
