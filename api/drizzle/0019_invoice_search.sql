CREATE TABLE "invoice_counts" (
	"account_id" text NOT NULL,
	"invoice_category" text NOT NULL,
	"status" text NOT NULL,
	"invoices" integer NOT NULL,
	CONSTRAINT "invoice_counts_account_id_invoice_category_status_pk" PRIMARY KEY("account_id","invoice_category","status")
);
--> statement-breakpoint
DROP INDEX "invoices_account_idx";--> statement-breakpoint
CREATE INDEX "invoices_account_due_date_idx" ON "invoices" USING btree ("account_id","due_date","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_amount_idx" ON "invoices" USING btree ("account_id","amount","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_balance_due_idx" ON "invoices" USING btree ("account_id","balance_due","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_trx_number_idx" ON "invoices" USING btree ("account_id",(case when "trx_number" ~ '^[0-9]{1,15}$' then "trx_number"::bigint end) desc nulls last,"invoice_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_account_status_date_idx" ON "invoices" USING btree ("account_id","status","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_trx_number_prefix_idx" ON "invoices" USING btree ("trx_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_trx_number_trgm_idx" ON "invoices" USING gin ("trx_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_title_trgm_idx" ON "invoices" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer_po_trgm_idx" ON "invoices" USING gin ("customer_po" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_order_id_trgm_idx" ON "invoices" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","invoice_date","invoice_id");--> statement-breakpoint
-- invoice_counts (ADR 0019): the invoices of each organisation per category and status, kept by statement triggers
-- (one grouped upsert per statement, however many rows it touched, so bulk imports stay cheap). An update changes a
-- counter only when it moves an invoice to another organisation, category or status.
INSERT INTO "invoice_counts" ("account_id", "invoice_category", "status", "invoices")
  SELECT "account_id", "invoice_category", "status", count(*)::int FROM "invoices" GROUP BY 1, 2, 3
  ON CONFLICT ("account_id", "invoice_category", "status") DO UPDATE SET "invoices" = excluded."invoices";--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- each event's trigger has only its own transition tables, so each branch names only those
  IF TG_OP = 'INSERT' THEN
    INSERT INTO invoice_counts AS c (account_id, invoice_category, status, invoices)
      SELECT account_id, invoice_category, status, count(*)::int FROM invoice_counts_new
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, invoice_category, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO invoice_counts AS c (account_id, invoice_category, status, invoices)
      SELECT account_id, invoice_category, status, -count(*)::int FROM invoice_counts_old
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, invoice_category, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO invoice_counts AS c (account_id, invoice_category, status, invoices)
      SELECT account_id, invoice_category, status, sum(delta)::int
      FROM (
        SELECT account_id, invoice_category, status, 1 AS delta FROM invoice_counts_new
        UNION ALL
        SELECT account_id, invoice_category, status, -1 FROM invoice_counts_old
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (account_id, invoice_category, status) DO UPDATE SET invoices = c.invoices + excluded.invoices;
  ELSE -- TRUNCATE
    DELETE FROM invoice_counts;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS invoice_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoice_counts_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS invoice_counts_old NEW TABLE AS invoice_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS invoice_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoice_counts_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply();
