-- Issue 38: what a unit's maintenance and inspection plan is computed from (@portal/rules/fleet). Whether the unit is
-- insulated (it then owes the periodic dielectric test), its hour meter (null: no telematics, planned by calendar
-- alone) and the services and inspections done on it, each with the meter reading at the time.
ALTER TABLE "fleet_units" ADD COLUMN "insulated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "hour_meter" numeric(8, 1);
--> statement-breakpoint
ALTER TABLE "fleet_units" ADD COLUMN "hour_meter_read_on" date;
--> statement-breakpoint
CREATE TABLE "unit_maintenance_records" (
  "instance_id" text NOT NULL REFERENCES "fleet_units"("instance_id") ON DELETE CASCADE,
  -- SERVICE (code: the plan's service code) | INSPECTION (code: FREQUENT, ANNUAL or DIELECTRIC)
  "kind" text NOT NULL,
  "code" text NOT NULL,
  "performed_on" date NOT NULL,
  "hour_meter" numeric(8, 1),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("instance_id", "kind", "code", "performed_on")
);
