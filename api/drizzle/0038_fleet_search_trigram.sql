-- My Fleet's typed search (issue 38): the searched columns joined by the unit separator (unit-search-text.ts),
-- one trigram index, so a query at 50,000 units reads the matching units' bitmap instead of ten ILIKEs a unit.
CREATE INDEX IF NOT EXISTS "fleet_units_search_trgm_idx" ON "fleet_units" USING gin ((coalesce("unit_serial", '') || E'\x1f' || coalesce("customer_vehicle_number", '') || E'\x1f' || coalesce("model", '') || E'\x1f' || coalesce("product_line", '') || E'\x1f' || coalesce("city", '') || E'\x1f' || coalesce("state_province", '') || E'\x1f' || coalesce("current_location", '') || E'\x1f' || coalesce("chassis_vin", '') || E'\x1f' || coalesce("fa_serial", '') || E'\x1f' || coalesce("customer_name", '')) gin_trgm_ops);
--> statement-breakpoint
-- A unit's open notices (My Fleet's open-notice count, sort and filter): an index-only look-up per unit instead of a
-- hash of every notice_units row.
CREATE INDEX IF NOT EXISTS "notice_units_open_instance_idx" ON "notice_units" USING btree ("instance_id") WHERE "status" = 'OPEN';
