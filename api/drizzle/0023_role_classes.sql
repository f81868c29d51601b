-- Issue 34: a role is of one class (STAFF for the maker's own people, CUSTOMER for customers' users), and users
-- remember when their privileges last changed (an access token older than that no longer counts for them).
CREATE TYPE "public"."role_class" AS ENUM('STAFF', 'CUSTOMER');--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "role_class" "role_class" DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privileges_changed_at" timestamp with time zone;--> statement-breakpoint
-- existing roles: STAFF when they hold a staff privilege, or when every holder is staff (a user of the INTERNAL
-- organisation or an internal associate: the internal associates' role holds customer privileges only)
UPDATE "roles" r SET "role_class" = 'STAFF'
WHERE EXISTS (
    SELECT 1 FROM "role_privileges" rp
    WHERE rp."role_id" = r."id"
      AND (rp."privilege_name" IN ('CSR', 'Product_Owner_Admin', 'Developer_Admin', 'Wireframe_Admin')
        OR rp."privilege_name" LIKE 'CSR\_%')
  )
  OR (
    r."account_id" IS NULL
    AND EXISTS (SELECT 1 FROM "user_roles" ur WHERE ur."role_id" = r."id")
    AND NOT EXISTS (
      SELECT 1 FROM "user_roles" ur
      JOIN "users" u ON u."id" = ur."user_id"
      LEFT JOIN "organizations" o ON o."account_id" = u."account_id"
      WHERE ur."role_id" = r."id" AND NOT u."is_internal_associate" AND o."type" IS DISTINCT FROM 'INTERNAL'
    )
  );
