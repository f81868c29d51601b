-- The account statement at scale (issue 39, ADR 0044): open_invoice_balances holds, per organisation, invoice
-- category, bill-to address ('' for none), currency and due date, how many open invoices there are and their balance
-- due. The statement ages these rows (a few thousand at most per organisation, one per due date) instead of every
-- open invoice; kept by statement triggers on `invoices` like invoice_counts (ADR 0019), never written by the API.
-- An invoice is open when it is not PAID and has a balance due (the statement's rule since ADR 0035).
CREATE TABLE "open_invoice_balances" (
	"account_id" text NOT NULL,
	"invoice_category" text NOT NULL,
	"bill_to_address_id" text NOT NULL,
	"currency" text NOT NULL,
	"due_date" date NOT NULL,
	"invoices" integer NOT NULL,
	"balance" numeric(16, 2) NOT NULL,
	CONSTRAINT "open_invoice_balances_pk" PRIMARY KEY("account_id","invoice_category","bill_to_address_id","currency","due_date")
);
--> statement-breakpoint
-- the statement's open invoices, oldest due first, a page at a time
CREATE INDEX "invoices_open_due_date_idx" ON "invoices" USING btree ("account_id","due_date","invoice_id") WHERE "balance_due" <> 0 AND "status" <> 'PAID';--> statement-breakpoint
INSERT INTO "open_invoice_balances" ("account_id", "invoice_category", "bill_to_address_id", "currency", "due_date", "invoices", "balance")
  SELECT "account_id", "invoice_category", coalesce("bill_to_address_id", ''), "currency", "due_date", count(*)::int, sum("balance_due")
  FROM "invoices" WHERE "balance_due" <> 0 AND "status" <> 'PAID' GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE OR REPLACE FUNCTION open_invoice_balances_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- one grouped upsert per statement (a bulk import or a payment alike); the changed rows' open invoices come in
  -- with +1 and their balance, the old ones' go out with -1 and minus theirs; emptied rows are removed
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM open_invoice_balances;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO open_invoice_balances AS b (account_id, invoice_category, bill_to_address_id, currency, due_date, invoices, balance)
      SELECT account_id, invoice_category, coalesce(bill_to_address_id, ''), currency, due_date, count(*)::int, sum(balance_due)
      FROM open_invoice_balances_new WHERE balance_due <> 0 AND status <> 'PAID'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, invoice_category, bill_to_address_id, currency, due_date)
      DO UPDATE SET invoices = b.invoices + excluded.invoices, balance = b.balance + excluded.balance;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO open_invoice_balances AS b (account_id, invoice_category, bill_to_address_id, currency, due_date, invoices, balance)
      SELECT account_id, invoice_category, coalesce(bill_to_address_id, ''), currency, due_date, -count(*)::int, -sum(balance_due)
      FROM open_invoice_balances_old WHERE balance_due <> 0 AND status <> 'PAID'
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, invoice_category, bill_to_address_id, currency, due_date)
      DO UPDATE SET invoices = b.invoices + excluded.invoices, balance = b.balance + excluded.balance;
  ELSE -- UPDATE
    INSERT INTO open_invoice_balances AS b (account_id, invoice_category, bill_to_address_id, currency, due_date, invoices, balance)
      SELECT account_id, invoice_category, bill_to_address_id, currency, due_date, sum(n)::int, sum(balance)
      FROM (
        SELECT account_id, invoice_category, coalesce(bill_to_address_id, '') AS bill_to_address_id, currency, due_date,
          1 AS n, balance_due AS balance
        FROM open_invoice_balances_new WHERE balance_due <> 0 AND status <> 'PAID'
        UNION ALL
        SELECT account_id, invoice_category, coalesce(bill_to_address_id, ''), currency, due_date, -1, -balance_due
        FROM open_invoice_balances_old WHERE balance_due <> 0 AND status <> 'PAID'
      ) AS changes
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(balance) <> 0 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (account_id, invoice_category, bill_to_address_id, currency, due_date)
      DO UPDATE SET invoices = b.invoices + excluded.invoices, balance = b.balance + excluded.balance;
  END IF;
  DELETE FROM open_invoice_balances WHERE invoices = 0;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER open_invoice_balances_insert AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS open_invoice_balances_new
  FOR EACH STATEMENT EXECUTE FUNCTION open_invoice_balances_apply();--> statement-breakpoint
CREATE TRIGGER open_invoice_balances_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS open_invoice_balances_old NEW TABLE AS open_invoice_balances_new
  FOR EACH STATEMENT EXECUTE FUNCTION open_invoice_balances_apply();--> statement-breakpoint
CREATE TRIGGER open_invoice_balances_delete AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS open_invoice_balances_old
  FOR EACH STATEMENT EXECUTE FUNCTION open_invoice_balances_apply();--> statement-breakpoint
CREATE TRIGGER open_invoice_balances_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION open_invoice_balances_apply();
