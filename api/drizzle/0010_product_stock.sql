-- Search result tiles read a product's static fields from memory (api/src/search/hit-fields.ts, loaded with the
-- posting index for one catalogue version) and only its stock from the database, at every request. The products
-- table is wide (descriptions, tsvector): reading 24 scattered rows of it per page cost disk reads whenever the
-- file's pages were not cached. product_stock is the narrow copy of the stock, kept by triggers in the same
-- transaction as the change (a stock change shows at once), small enough to stay in the database's buffers.
-- Raw-SQL owned like search_postings: not part of the Drizzle schema.
CREATE TABLE IF NOT EXISTS "product_stock" (
	"part_number" text PRIMARY KEY NOT NULL,
	"qty_on_hand" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO product_stock (part_number, qty_on_hand)
  SELECT part_number, qty_on_hand FROM products
  ON CONFLICT (part_number) DO UPDATE SET qty_on_hand = excluded.qty_on_hand;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_product_stock_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_stock (part_number, qty_on_hand)
    SELECT part_number, qty_on_hand FROM inserted_products
    ON CONFLICT (part_number) DO UPDATE SET qty_on_hand = excluded.qty_on_hand;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_product_stock_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.part_number IS DISTINCT FROM NEW.part_number THEN
    DELETE FROM product_stock WHERE part_number = OLD.part_number;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO product_stock (part_number, qty_on_hand) VALUES (NEW.part_number, NEW.qty_on_hand)
      ON CONFLICT (part_number) DO UPDATE SET qty_on_hand = excluded.qty_on_hand;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_product_stock_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_stock;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_stock_inserted ON products;
--> statement-breakpoint
CREATE TRIGGER products_stock_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION portal_product_stock_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_stock_row ON products;
--> statement-breakpoint
CREATE TRIGGER products_stock_row AFTER DELETE OR UPDATE OF part_number, qty_on_hand ON products
  FOR EACH ROW EXECUTE FUNCTION portal_product_stock_row();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_stock_truncated ON products;
--> statement-breakpoint
CREATE TRIGGER products_stock_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION portal_product_stock_truncated();
--> statement-breakpoint
-- every field a result tile shows, other than stock, now moves the catalogue version (the memory copy follows it)
DROP TRIGGER IF EXISTS products_search_version ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF part_number, part_number_compact, name, brand_id, brand_name,
    lvl0, lvl1, lvl2, lvl3, lvl4, show_online, popularity, price_usd, price_cad, image_url, description, uom,
    category_id, prop65_number
  ON products FOR EACH STATEMENT EXECUTE FUNCTION portal_search_data_changed();
