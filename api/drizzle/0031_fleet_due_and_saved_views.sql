-- Issue 38, My Fleet for a few hundred units: each unit's plan as @portal/rules/fleet dated it (refreshed by the job
-- worker and the seed; the search filters and sorts on these columns instead of re-deriving the rules in SQL), and
-- each user's saved views of the list.
ALTER TABLE "fleet_units" ADD COLUMN "due_status" text DEFAULT 'OK' NOT NULL;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "next_inspection_on" date;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "next_inspection_kind" text;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "next_service_on" date;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "utilisation_percent" integer;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "planned_on" date;
--> statement-breakpoint
-- the day the unit last became overdue (null while it is not): an overdue alert is about that day's change
ALTER TABLE "fleet_units" ADD COLUMN "overdue_since" date;
--> statement-breakpoint
CREATE TABLE "fleet_saved_views" (
  "view_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  -- query, filter, columns, sort and page size as the page reads them
  "view" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_saved_views_user_name_uq" ON "fleet_saved_views" USING btree ("user_id", lower("name"));
