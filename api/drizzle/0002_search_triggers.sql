-- Keep the search copy of list prices (products.price_usd / price_cad) in step with the prices table.
-- Statement-level triggers with transition tables: one UPDATE per statement, so batch inserts stay fast.
CREATE OR REPLACE FUNCTION portal_prices_sync_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET price_usd = n.price
    FROM new_prices n
   WHERE n.part_number = p.part_number AND n.currency = 'USD' AND p.price_usd IS DISTINCT FROM n.price;
  UPDATE products p SET price_cad = n.price
    FROM new_prices n
   WHERE n.part_number = p.part_number AND n.currency = 'CAD' AND p.price_cad IS DISTINCT FROM n.price;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_prices_sync_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET price_usd = NULL
    FROM old_prices o
   WHERE o.part_number = p.part_number AND o.currency = 'USD' AND p.price_usd IS NOT NULL;
  UPDATE products p SET price_cad = NULL
    FROM old_prices o
   WHERE o.part_number = p.part_number AND o.currency = 'CAD' AND p.price_cad IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prices_sync_insert ON prices;
--> statement-breakpoint
CREATE TRIGGER prices_sync_insert AFTER INSERT ON prices
  REFERENCING NEW TABLE AS new_prices FOR EACH STATEMENT EXECUTE FUNCTION portal_prices_sync_new();
--> statement-breakpoint
DROP TRIGGER IF EXISTS prices_sync_update ON prices;
--> statement-breakpoint
CREATE TRIGGER prices_sync_update AFTER UPDATE ON prices
  REFERENCING NEW TABLE AS new_prices FOR EACH STATEMENT EXECUTE FUNCTION portal_prices_sync_new();
--> statement-breakpoint
DROP TRIGGER IF EXISTS prices_sync_delete ON prices;
--> statement-breakpoint
CREATE TRIGGER prices_sync_delete AFTER DELETE ON prices
  REFERENCING OLD TABLE AS old_prices FOR EACH STATEMENT EXECUTE FUNCTION portal_prices_sync_old();
