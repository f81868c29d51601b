-- A write to product_stock (kept by the products triggers of migration 0010) notifies channel portal_product_stock.
-- On the embedded database every write passes through the API's own process and the notification reaches it before
-- the writing call returns, so the search engine may remember result tiles' stock there exactly and forget it on the
-- notice (api/src/search/stock-memory.ts). Statement-level: a bulk change notifies once per statement, not per row.
CREATE OR REPLACE FUNCTION portal_product_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_product_stock', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_stock_changed ON product_stock;
--> statement-breakpoint
CREATE TRIGGER product_stock_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_stock
  FOR EACH STATEMENT EXECUTE FUNCTION portal_product_stock_changed();
