-- product_stock's change counter, bumped in the writing transaction by the statement-level trigger of migration 0021.
-- A PostgreSQL server has writers in other processes and delivers notices after their commit, so the search engine
-- there remembers result tiles' stock under the counter it read and checks it in the same statement as each page's
-- stock read (api/src/search/stock-memory.ts): an unchanged counter means no stock change has committed since. Stock
-- is written by the catalogue's imports (products' triggers, migration 0010), not per order, so one row is no hot spot.
CREATE TABLE IF NOT EXISTS product_stock_version (
  id smallint PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO product_stock_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_product_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_stock_version SET version = version + 1 WHERE id = 1;
  PERFORM pg_notify('portal_product_stock', '');
  RETURN NULL;
END;
$$;
