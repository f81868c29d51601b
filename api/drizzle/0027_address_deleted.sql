-- A personal user deletes an address from their address book (issue 39). The row stays, marked deleted, so the
-- orders, invoices and claims that name it keep their ship-to; address books and pickers leave it out.
ALTER TABLE "addresses" ADD COLUMN "deleted_at" timestamp with time zone;
