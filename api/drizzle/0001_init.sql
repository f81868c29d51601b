CREATE TYPE "public"."cart_application" AS ENUM('supply-store', 'training-store');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('USD', 'CAD');--> statement-breakpoint
CREATE TYPE "public"."email_domain_result" AS ENUM('ACCEPTED', 'DECLINED', 'ABSENT', 'DUPLICATE');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('Off', 'Email', 'Text', 'Email & Text');--> statement-breakpoint
CREATE TYPE "public"."organization_type" AS ENUM('BUSINESS', 'PERSONAL', 'INTERNAL');--> statement-breakpoint
CREATE TYPE "public"."region" AS ENUM('UNITED_STATES', 'CANADA', 'AWW');--> statement-breakpoint
CREATE TYPE "public"."registration_outcome" AS ENUM('SUCCESS', 'FAILURE', 'UNAUTHORIZED_EMAIL', 'INVALID_ACCOUNT_NUMBER', 'COMPETITOR', 'UNAUTHORIZED_FAST_TRACK', 'INVALID_INVOICE_NUMBER', 'NO_DOMAIN_TO_AUTHORIZE_EMAIL');--> statement-breakpoint
CREATE TYPE "public"."registration_type" AS ENUM('B2B', 'B2C');--> statement-breakpoint
CREATE TYPE "public"."role_scope" AS ENUM('GLOBAL', 'ORGANIZATION');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('GUEST', 'PENDING_REGISTRATION', 'PENDING_APPROVAL', 'REGISTERED', 'DELEGATED_REGISTERED', 'DEACTIVATED', 'INACTIVE', 'UNCONFIRMED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "addresses" (
	"address_id" text PRIMARY KEY NOT NULL,
	"ebs_address_id" text NOT NULL,
	"account_id" text NOT NULL,
	"party_id" text,
	"user_id" uuid,
	"address_name" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"county" text,
	"state" text,
	"province" text,
	"postal_code" text,
	"zip_code" text,
	"country" text DEFAULT 'US' NOT NULL,
	"payment_terms" text,
	"payment_terms_id" text,
	"profile_class" text,
	"profile_class_id" text,
	"integration_locale" "region" DEFAULT 'UNITED_STATES' NOT NULL,
	"billing_enabled" boolean DEFAULT true NOT NULL,
	"shipping_enabled" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_default_roles" (
	"account_id" text PRIMARY KEY NOT NULL,
	"role_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_phone_numbers" (
	"phone_line_id" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"text_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"party_id" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"job_title" text,
	"has_connect_account" boolean DEFAULT false NOT NULL,
	"is_ac_user" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_domain_rules" (
	"domain" text PRIMARY KEY NOT NULL,
	"customer_name" text NOT NULL,
	"customer_number" text,
	"account_id" text,
	"registration_allowed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"contact_id" text PRIMARY KEY NOT NULL,
	"notification_status" "notification_status" DEFAULT 'Email' NOT NULL,
	"high_severity" boolean DEFAULT true NOT NULL,
	"medium_severity" boolean DEFAULT true NOT NULL,
	"low_severity" boolean DEFAULT true NOT NULL,
	"phone_line_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"account_id" text PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"party_id" text NOT NULL,
	"party_number" text,
	"name" text NOT NULL,
	"type" "organization_type" DEFAULT 'BUSINESS' NOT NULL,
	"parent_account_id" text,
	"is_parent_holding" boolean DEFAULT false NOT NULL,
	"payment_terms" text,
	"payment_terms_id" text,
	"profile_class" text,
	"profile_class_id" text,
	"warranty_type" text,
	"is_customer_purchase_order_enabled" boolean DEFAULT false NOT NULL,
	"integration_locale" "region" DEFAULT 'UNITED_STATES' NOT NULL,
	"analytics_contract" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"cardholder_name" text,
	"billing_address_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_last_four_ck" CHECK ("payment_methods"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "privileges" (
	"name" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "registration_type" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"business_name" text,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"country" text DEFAULT 'US' NOT NULL,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"county" text,
	"remote_support" boolean DEFAULT true NOT NULL,
	"receive_info" boolean DEFAULT true NOT NULL,
	"accept_terms" boolean DEFAULT false NOT NULL,
	"accepted_terms_date" timestamp with time zone,
	"email_domain_result" "email_domain_result",
	"outcome" "registration_outcome",
	"rejection_reason" text,
	"account_id" text,
	"approval_status_notes" text,
	"approval_account_id" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_privileges" (
	"role_id" uuid NOT NULL,
	"privilege_name" text NOT NULL,
	CONSTRAINT "role_privileges_role_id_privilege_name_pk" PRIMARY KEY("role_id","privilege_name")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scope" "role_scope" NOT NULL,
	"account_id" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_account_name_uq" UNIQUE NULLS NOT DISTINCT("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "secondary_org_relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_account_id" text NOT NULL,
	"cust_account_id" text NOT NULL,
	"parent_co_party" text NOT NULL,
	"parent_co_party_number" text NOT NULL,
	"parent_co_party_id" text NOT NULL,
	"relationship_code" text NOT NULL,
	"relationship_type" text NOT NULL,
	"cust_party" text NOT NULL,
	"cust_party_number" text NOT NULL,
	"cust_party_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_favorite_addresses" (
	"user_id" uuid NOT NULL,
	"address_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorite_addresses_user_id_address_id_pk" PRIMARY KEY("user_id","address_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"job_title" text,
	"status" "user_status" DEFAULT 'UNCONFIRMED' NOT NULL,
	"user_status_last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_type" "registration_type" DEFAULT 'B2C' NOT NULL,
	"is_validated_b2b_user" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"account_id" text,
	"contact_id" text,
	"party_id" text,
	"relationship_party_id" text,
	"business_name" text,
	"user_entered_business_name" text,
	"revoked_privileges" text[] DEFAULT '{}'::text[] NOT NULL,
	"activation_token" text,
	"activation_token_created" timestamp with time zone,
	"accepted_terms" boolean DEFAULT false NOT NULL,
	"accepted_terms_date" timestamp with time zone,
	"is_address_modification_allowed" boolean DEFAULT true NOT NULL,
	"default_billing_address_id" text,
	"default_shipping_address_id" text,
	"default_payment_id" uuid,
	"deleted_payment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"remote_support" boolean DEFAULT true NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"launch_darkly_group" text,
	"warranty_type" text,
	"is_punchout" boolean DEFAULT false NOT NULL,
	"punch_out_type" text,
	"oci_punch_out_hook_url" text,
	"oci_punch_out_http_content_charset" text,
	"oci_punch_out_return_target" text,
	"is_internal_associate" boolean DEFAULT false NOT NULL,
	"department" text,
	"department_number" text,
	"employee_id" text,
	"allowed_account_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_actions" text[] DEFAULT '{}'::text[] NOT NULL,
	"active_org_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"initially_selected_org_id" text,
	"user_selected_group" jsonb,
	"last_login_at" timestamp with time zone,
	"last_sso_heartbeat" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"logo_url" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"path" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"course_id" text PRIMARY KEY NOT NULL,
	"external_course_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_filters" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_usd" numeric(10, 2),
	"price_cad" numeric(10, 2),
	"is_free" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"delivery_method" text DEFAULT 'Online' NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_part_numbers" (
	"account_id" text NOT NULL,
	"part_number" text NOT NULL,
	"customer_part_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_part_numbers_account_id_part_number_pk" PRIMARY KEY("account_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"part_number" text NOT NULL,
	"currency" "currency" NOT NULL,
	"price" numeric(12, 2),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_part_number_currency_pk" PRIMARY KEY("part_number","currency")
);
--> statement-breakpoint
CREATE TABLE "product_facet_counts" (
	"lvl0" text NOT NULL,
	"lvl1" text NOT NULL,
	"lvl2" text NOT NULL,
	"lvl3" text NOT NULL,
	"lvl4" text NOT NULL,
	"brand_name" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "product_facet_counts_lvl4_brand_name_pk" PRIMARY KEY("lvl4","brand_name")
);
--> statement-breakpoint
CREATE TABLE "product_relations" (
	"part_number" text NOT NULL,
	"related_part_number" text NOT NULL,
	"relation_type" text DEFAULT 'RELATED' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_relations_part_number_related_part_number_relation_type_pk" PRIMARY KEY("part_number","related_part_number","relation_type")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"part_number" text PRIMARY KEY NOT NULL,
	"inventory_id" integer NOT NULL,
	"part_number_compact" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"long_description" text,
	"features_and_benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand_id" integer,
	"brand_name" text,
	"category_id" text,
	"lvl0" text,
	"lvl1" text,
	"lvl2" text,
	"lvl3" text,
	"lvl4" text,
	"image_url" text,
	"show_online" boolean DEFAULT true NOT NULL,
	"qty_on_hand" integer DEFAULT 0 NOT NULL,
	"planning_code" text,
	"prop65_number" text,
	"prop65_description" text,
	"uom" text DEFAULT 'each' NOT NULL,
	"weight_lbs" numeric(10, 2),
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"price_usd" numeric(12, 2),
	"price_cad" numeric(12, 2),
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(part_number, '') || ' ' || coalesce(part_number_compact, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(brand_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'product' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_order_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"external_course_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_orders" (
	"course_order_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_order_id" text NOT NULL,
	"account_id" text,
	"user_id" uuid,
	"status" text DEFAULT 'PLACED' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total" numeric(12, 2) DEFAULT 0 NOT NULL,
	"payment_method_id" uuid,
	"ordered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"part_number" text,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"customer_trx_id" text NOT NULL,
	"trx_number" text NOT NULL,
	"title" text NOT NULL,
	"account_id" text NOT NULL,
	"order_id" text,
	"trx_type" text DEFAULT 'INV' NOT NULL,
	"status" text NOT NULL,
	"invoice_category" text DEFAULT 'DEFAULT' NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_due" numeric(12, 2) NOT NULL,
	"customer_po" text,
	"bill_to_address_id" text,
	"ship_to_address_id" text,
	"pdf_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"customer_part_number" text,
	"unit_serial" text,
	"quantity" integer NOT NULL,
	"shipped_quantity" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"extended_price" numeric(12, 2) NOT NULL,
	"uom" text DEFAULT 'each' NOT NULL,
	"status" text NOT NULL,
	"promise_date" date,
	"shipped_date" date,
	"carrier" text,
	"tracking_numbers" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid,
	"contact_id" text,
	"quote_id" uuid,
	"status" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"customer_po" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT 0 NOT NULL,
	"freight" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"ship_to_address_id" text,
	"bill_to_address_id" text,
	"payment_method_id" uuid,
	"shipping_method" text,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quote_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebs_quote_number" text,
	"user_id" uuid NOT NULL,
	"account_id" text,
	"shopping_cart_id" uuid,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"subtotal" numeric(12, 2),
	"tax" numeric(12, 2),
	"freight" numeric(12, 2),
	"total" numeric(12, 2),
	"ship_to_address_id" text,
	"bill_to_address_id" text,
	"payment_method_id" uuid,
	"customer_po" text,
	"payload" jsonb,
	"order_id" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_cart_items" (
	"shopping_cart_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shopping_cart_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_serial" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_carts" (
	"shopping_cart_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application" "cart_application" NOT NULL,
	"account_id" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"shopping_list_item_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shopping_list_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"shopping_list_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_group_parents" (
	"group_id" uuid NOT NULL,
	"parent_group_id" uuid NOT NULL,
	CONSTRAINT "fleet_group_parents_group_id_parent_group_id_pk" PRIMARY KEY("group_id","parent_group_id")
);
--> statement-breakpoint
CREATE TABLE "fleet_group_units" (
	"group_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	CONSTRAINT "fleet_group_units_group_id_instance_id_pk" PRIMARY KEY("group_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "fleet_groups" (
	"group_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"party_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"multi_org" boolean DEFAULT false NOT NULL,
	"customer_name" text,
	"billing_address_id" text,
	"shipping_address_id" text,
	"ebs_billing_address_id" text,
	"ebs_shipping_address_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_units" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_vehicle_number" text,
	"product_line" text NOT NULL,
	"model" text NOT NULL,
	"city" text,
	"state_province" text,
	"in_service_date" date,
	"current_location" text,
	"warning" text,
	"unit_serial" text NOT NULL,
	"fa_serial" text,
	"chassis_vin" text,
	"chassis_make" text,
	"model_year" integer,
	"web_enabled" boolean DEFAULT true NOT NULL,
	"global_rental" boolean DEFAULT false NOT NULL,
	"unit_in_fleet" boolean DEFAULT true NOT NULL,
	"cust_acct_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment_owner" text,
	"analytics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_attachments" (
	"attachment_id" text PRIMARY KEY NOT NULL,
	"apn_id" text NOT NULL,
	"description" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"file_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_units" (
	"apn_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" uuid,
	"completion_notes" text,
	CONSTRAINT "notice_units_apn_id_instance_id_pk" PRIMARY KEY("apn_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"apn_id" text PRIMARY KEY NOT NULL,
	"apn_number" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"product_line" text NOT NULL,
	"models" text[] DEFAULT '{}'::text[] NOT NULL,
	"notice_type" text NOT NULL,
	"severity" text NOT NULL,
	"issued_date" date NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"sr_id" text PRIMARY KEY NOT NULL,
	"sr_number" text NOT NULL,
	"account_id" text NOT NULL,
	"instance_id" text,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"severity" text DEFAULT 'MEDIUM' NOT NULL,
	"summary" text NOT NULL,
	"description" text,
	"problem_code" text,
	"technician" text,
	"location" text,
	"comments" jsonb,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"claim_id" text PRIMARY KEY NOT NULL,
	"claim_number" text NOT NULL,
	"account_id" text NOT NULL,
	"instance_id" text,
	"status" text NOT NULL,
	"warranty_type" text,
	"failure_date" date,
	"repair_date" date,
	"failed_part_number" text,
	"complaint" text NOT NULL,
	"cause" text,
	"correction" text,
	"labor_hours" numeric(8, 2),
	"parts_amount" numeric(12, 2),
	"labor_amount" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"billing_address_id" text,
	"shipping_address_id" text,
	"submitted_by_user_id" uuid,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" uuid,
	"subject_user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"request" jsonb,
	"response" jsonb,
	"result_url" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"owner_user_id" uuid,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text,
	"template_data" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oidc_records" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_records_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "session_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"audience" text DEFAULT 'analytics' NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"update_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_default_roles" ADD CONSTRAINT "company_default_roles_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_default_roles" ADD CONSTRAINT "company_default_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_phone_numbers" ADD CONSTRAINT "contact_phone_numbers_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_domain_rules" ADD CONSTRAINT "email_domain_rules_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_phone_line_id_contact_phone_numbers_phone_line_id_fk" FOREIGN KEY ("phone_line_id") REFERENCES "public"."contact_phone_numbers"("phone_line_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_account_id_organizations_account_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."organizations"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_approval_account_id_organizations_account_id_fk" FOREIGN KEY ("approval_account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_privileges" ADD CONSTRAINT "role_privileges_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_privileges" ADD CONSTRAINT "role_privileges_privilege_name_privileges_name_fk" FOREIGN KEY ("privilege_name") REFERENCES "public"."privileges"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_org_relationships" ADD CONSTRAINT "secondary_org_relationships_parent_account_id_organizations_account_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_org_relationships" ADD CONSTRAINT "secondary_org_relationships_cust_account_id_organizations_account_id_fk" FOREIGN KEY ("cust_account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_addresses" ADD CONSTRAINT "user_favorite_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorite_addresses" ADD CONSTRAINT "user_favorite_addresses_address_id_addresses_address_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("address_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("default_billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("default_shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_part_numbers" ADD CONSTRAINT "customer_part_numbers_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_part_numbers" ADD CONSTRAINT "customer_part_numbers_part_number_products_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_part_number_products_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_part_number_products_part_number_fk" FOREIGN KEY ("part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relations" ADD CONSTRAINT "product_relations_related_part_number_products_part_number_fk" FOREIGN KEY ("related_part_number") REFERENCES "public"."products"("part_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_order_lines" ADD CONSTRAINT "course_order_lines_course_order_id_course_orders_course_order_id_fk" FOREIGN KEY ("course_order_id") REFERENCES "public"."course_orders"("course_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_order_lines" ADD CONSTRAINT "course_order_lines_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_to_address_id_addresses_address_id_fk" FOREIGN KEY ("bill_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ship_to_address_id_addresses_address_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("contact_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("quote_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_to_address_id_addresses_address_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_to_address_id_addresses_address_id_fk" FOREIGN KEY ("bill_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shopping_cart_id_shopping_carts_shopping_cart_id_fk" FOREIGN KEY ("shopping_cart_id") REFERENCES "public"."shopping_carts"("shopping_cart_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_ship_to_address_id_addresses_address_id_fk" FOREIGN KEY ("ship_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_bill_to_address_id_addresses_address_id_fk" FOREIGN KEY ("bill_to_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_cart_items" ADD CONSTRAINT "shopping_cart_items_shopping_cart_id_shopping_carts_shopping_cart_id_fk" FOREIGN KEY ("shopping_cart_id") REFERENCES "public"."shopping_carts"("shopping_cart_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_carts" ADD CONSTRAINT "shopping_carts_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_shopping_list_id_shopping_lists_shopping_list_id_fk" FOREIGN KEY ("shopping_list_id") REFERENCES "public"."shopping_lists"("shopping_list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_group_parents" ADD CONSTRAINT "fleet_group_parents_group_id_fleet_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fleet_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_group_parents" ADD CONSTRAINT "fleet_group_parents_parent_group_id_fleet_groups_group_id_fk" FOREIGN KEY ("parent_group_id") REFERENCES "public"."fleet_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_group_units" ADD CONSTRAINT "fleet_group_units_group_id_fleet_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."fleet_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_group_units" ADD CONSTRAINT "fleet_group_units_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_groups" ADD CONSTRAINT "fleet_groups_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_groups" ADD CONSTRAINT "fleet_groups_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_groups" ADD CONSTRAINT "fleet_groups_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_groups" ADD CONSTRAINT "fleet_groups_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_units" ADD CONSTRAINT "fleet_units_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_attachments" ADD CONSTRAINT "notice_attachments_apn_id_notices_apn_id_fk" FOREIGN KEY ("apn_id") REFERENCES "public"."notices"("apn_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_units" ADD CONSTRAINT "notice_units_apn_id_notices_apn_id_fk" FOREIGN KEY ("apn_id") REFERENCES "public"."notices"("apn_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_units" ADD CONSTRAINT "notice_units_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_units" ADD CONSTRAINT "notice_units_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_units" ADD CONSTRAINT "notice_units_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_instance_id_fleet_units_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."fleet_units"("instance_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_billing_address_id_addresses_address_id_fk" FOREIGN KEY ("billing_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_shipping_address_id_addresses_address_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."addresses"("address_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_tokens" ADD CONSTRAINT "session_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_ebs_address_id_uq" ON "addresses" USING btree ("ebs_address_id");--> statement-breakpoint
CREATE INDEX "addresses_account_idx" ON "addresses" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_phone_numbers_contact_idx" ON "contact_phone_numbers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_account_number_uq" ON "organizations" USING btree ("account_number");--> statement-breakpoint
CREATE INDEX "organizations_party_id_idx" ON "organizations" USING btree ("party_id");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_token_uq" ON "payment_methods" USING btree ("token");--> statement-breakpoint
CREATE INDEX "registrations_user_idx" ON "registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "roles_account_idx" ON "roles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "secondary_org_rel_uq" ON "secondary_org_relationships" USING btree ("parent_account_id","cust_account_id");--> statement-breakpoint
CREATE INDEX "secondary_org_rel_cust_idx" ON "secondary_org_relationships" USING btree ("cust_account_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_auth_id_uq" ON "users" USING btree ("auth_id");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_contact_idx" ON "users" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "users_activation_token_idx" ON "users" USING btree ("activation_token");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_path_uq" ON "categories" USING btree ("path");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "courses_external_id_uq" ON "courses" USING btree ("external_course_id");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_product_filters_idx" ON "courses" USING gin ("product_filters");--> statement-breakpoint
CREATE INDEX "courses_category_filters_idx" ON "courses" USING gin ("category_filters");--> statement-breakpoint
CREATE INDEX "customer_part_numbers_cpn_idx" ON "customer_part_numbers" USING btree ("account_id","customer_part_number");--> statement-breakpoint
CREATE UNIQUE INDEX "products_inventory_id_uq" ON "products" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "products_part_number_compact_idx" ON "products" USING btree ("part_number_compact");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_name");--> statement-breakpoint
CREATE INDEX "products_lvl0_idx" ON "products" USING btree ("lvl0","popularity");--> statement-breakpoint
CREATE INDEX "products_lvl1_idx" ON "products" USING btree ("lvl1","popularity");--> statement-breakpoint
CREATE INDEX "products_lvl2_idx" ON "products" USING btree ("lvl2","popularity");--> statement-breakpoint
CREATE INDEX "products_lvl3_idx" ON "products" USING btree ("lvl3","popularity");--> statement-breakpoint
CREATE INDEX "products_lvl4_idx" ON "products" USING btree ("lvl4","popularity");--> statement-breakpoint
CREATE INDEX "products_online_popularity_idx" ON "products" USING btree ("popularity") WHERE "products"."show_online";--> statement-breakpoint
CREATE INDEX "products_online_name_idx" ON "products" USING btree ("name") WHERE "products"."show_online";--> statement-breakpoint
CREATE INDEX "products_online_price_usd_idx" ON "products" USING btree ("price_usd") WHERE "products"."show_online";--> statement-breakpoint
CREATE INDEX "products_online_price_cad_idx" ON "products" USING btree ("price_cad") WHERE "products"."show_online";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_order_lines_order_idx" ON "course_order_lines" USING btree ("course_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_orders_external_uq" ON "course_orders" USING btree ("external_order_id");--> statement-breakpoint
CREATE INDEX "course_orders_account_idx" ON "course_orders" USING btree ("account_id","ordered_at");--> statement-breakpoint
CREATE INDEX "course_orders_user_idx" ON "course_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_trx_number_uq" ON "invoices" USING btree ("trx_number");--> statement-breakpoint
CREATE INDEX "invoices_account_idx" ON "invoices" USING btree ("account_id","invoice_date");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_line_uq" ON "order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "order_lines_part_idx" ON "order_lines" USING btree ("part_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","ordered_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_cart_items_uq" ON "shopping_cart_items" USING btree ("shopping_cart_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_carts_active_uq" ON "shopping_carts" USING btree ("user_id","application") WHERE "shopping_carts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_items_uq" ON "shopping_list_items" USING btree ("shopping_list_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_user_name_uq" ON "shopping_lists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fleet_group_parents_parent_idx" ON "fleet_group_parents" USING btree ("parent_group_id");--> statement-breakpoint
CREATE INDEX "fleet_group_units_instance_idx" ON "fleet_group_units" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "fleet_groups_account_idx" ON "fleet_groups" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "fleet_units_account_idx" ON "fleet_units" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_units_unit_serial_uq" ON "fleet_units" USING btree ("unit_serial");--> statement-breakpoint
CREATE INDEX "fleet_units_vin_idx" ON "fleet_units" USING btree ("chassis_vin");--> statement-breakpoint
CREATE INDEX "fleet_units_cust_acct_ids_idx" ON "fleet_units" USING gin ("cust_acct_ids");--> statement-breakpoint
CREATE INDEX "notice_attachments_apn_idx" ON "notice_attachments" USING btree ("apn_id");--> statement-breakpoint
CREATE INDEX "notice_units_account_status_idx" ON "notice_units" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "notice_units_instance_idx" ON "notice_units" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_apn_number_uq" ON "notices" USING btree ("apn_number");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_sr_number_uq" ON "service_requests" USING btree ("sr_number");--> statement-breakpoint
CREATE INDEX "service_requests_account_idx" ON "service_requests" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "service_requests_instance_idx" ON "service_requests" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_number_uq" ON "warranty_claims" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "warranty_claims_account_idx" ON "warranty_claims" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "warranty_claims_instance_idx" ON "warranty_claims" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_user_id","at");--> statement-breakpoint
CREATE INDEX "banners_window_idx" ON "banners" USING btree ("start_date_time","end_date_time");--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."status" = 1;--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("created_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree (lower("to"),"created_at");--> statement-breakpoint
CREATE INDEX "oidc_records_grant_idx" ON "oidc_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_records_user_code_idx" ON "oidc_records" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_records_uid_idx" ON "oidc_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_records_expires_idx" ON "oidc_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "session_tokens_user_idx" ON "session_tokens" USING btree ("user_id","audience");--> statement-breakpoint
CREATE INDEX "session_tokens_expires_idx" ON "session_tokens" USING btree ("expires_at");