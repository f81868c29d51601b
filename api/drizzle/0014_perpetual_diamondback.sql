CREATE TABLE "telematics_daily" (
	"instance_id" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"engine_hours" numeric(6, 2) NOT NULL,
	"idle_hours" numeric(6, 2) NOT NULL,
	"pto_hours" numeric(6, 2) NOT NULL,
	"fuel_used" numeric(8, 2) NOT NULL,
	"max_load_percent" numeric(5, 1) NOT NULL,
	"overload_count" integer DEFAULT 0 NOT NULL,
	"safety_event_count" integer DEFAULT 0 NOT NULL,
	"jems_engine_off_minutes" integer DEFAULT 0 NOT NULL,
	"jems_min_state_of_charge" integer,
	CONSTRAINT "telematics_daily_instance_id_day_pk" PRIMARY KEY("instance_id","day")
);
--> statement-breakpoint
CREATE TABLE "telematics_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"location" text,
	"value" numeric(10, 2),
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "unit_contacts" (
	"instance_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_contacts_instance_id_contact_id_relationship_pk" PRIMARY KEY("instance_id","contact_id","relationship")
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_attachments" (
	"attachment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_defaults" (
	"account_id" text PRIMARY KEY NOT NULL,
	"billing_address_id" text,
	"shipping_address_id" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "unit_hours" numeric(10, 1);--> statement-breakpoint
ALTER TABLE "telematics_daily" ADD CONSTRAINT "telematics_daily_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telematics_daily" ADD CONSTRAINT "telematics_daily_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telematics_events" ADD CONSTRAINT "telematics_events_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telematics_events" ADD CONSTRAINT "telematics_events_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_contacts" ADD CONSTRAINT "unit_contacts_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_contacts" ADD CONSTRAINT "unit_contacts_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_attachments" ADD CONSTRAINT "warranty_claim_attachments_claim_id_warranty_claims_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("claim_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_defaults" ADD CONSTRAINT "warranty_defaults_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_defaults" ADD CONSTRAINT "warranty_defaults_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_defaults" ADD CONSTRAINT "warranty_defaults_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_defaults" ADD CONSTRAINT "warranty_defaults_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "telematics_daily_account_day_idx" ON "telematics_daily" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "telematics_events_account_time_idx" ON "telematics_events" USING btree ("account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "telematics_events_instance_time_idx" ON "telematics_events" USING btree ("instance_id","occurred_at");--> statement-breakpoint
CREATE INDEX "unit_contacts_contact_idx" ON "unit_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "warranty_claim_attachments_claim_idx" ON "warranty_claim_attachments" USING btree ("claim_id");