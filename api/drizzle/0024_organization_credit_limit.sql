-- An organisation's credit limit (issue 39: the account statement shows it beside the open balance); null: none set.
ALTER TABLE "organizations" ADD COLUMN "credit_limit" numeric(12, 2);
