-- Keep the search serving index (product_search) in step with products without a manual reindex:
-- categories get a search number from a sequence, and statement-level triggers on products upsert / remove
-- the index rows of the inserted or updated products (deleted products go by the foreign key's cascade).
CREATE SEQUENCE IF NOT EXISTS categories_search_no_seq;
--> statement-breakpoint
SELECT setval('categories_search_no_seq', greatest(coalesce((SELECT max(search_no) FROM categories), 0), 1), (SELECT max(search_no) IS NOT NULL FROM categories));
--> statement-breakpoint
ALTER TABLE categories ALTER COLUMN search_no SET DEFAULT nextval('categories_search_no_seq');
--> statement-breakpoint
UPDATE categories SET search_no = nextval('categories_search_no_seq') WHERE search_no IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_product_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING new_products p WHERE s.part_number = p.part_number AND NOT p.show_online;
  INSERT INTO product_search (part_number, doc, name, popularity, brand_id, l0, l1, l2, l3, l4, price_usd, price_cad)
  SELECT p.part_number,
         setweight(to_tsvector('simple', p.part_number || ' ' || p.part_number_compact), 'A')
         || setweight(to_tsvector('english', p.name), 'A')
         || setweight(to_tsvector('english', coalesce(p.brand_name, '')), 'B')
         || setweight(to_tsvector('english', replace(coalesce(p.lvl4, ''), ' > ', ' ')), 'C'),
         p.name, p.popularity, p.brand_id,
         c0.search_no, c1.search_no, c2.search_no, c3.search_no, c4.search_no,
         p.price_usd::float8, p.price_cad::float8
    FROM new_products p
    LEFT JOIN categories c0 ON c0.path = p.lvl0
    LEFT JOIN categories c1 ON c1.path = p.lvl1
    LEFT JOIN categories c2 ON c2.path = p.lvl2
    LEFT JOIN categories c3 ON c3.path = p.lvl3
    LEFT JOIN categories c4 ON c4.path = p.lvl4
   WHERE p.show_online
  ON CONFLICT (part_number) DO UPDATE SET
    doc = excluded.doc, name = excluded.name, popularity = excluded.popularity, brand_id = excluded.brand_id,
    l0 = excluded.l0, l1 = excluded.l1, l2 = excluded.l2, l3 = excluded.l3, l4 = excluded.l4,
    price_usd = excluded.price_usd, price_cad = excluded.price_cad;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_insert ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION portal_product_search_upsert();
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_update ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION portal_product_search_upsert();
