-- Order approval and spending limits (issue 39): a customer administrator's limit per user or per role of the
-- organisation (one of the two, each at most once per organisation), and the approval an order above its buyer's
-- limit waits for (the order itself is AWAITING_APPROVAL until approved, then BOOKED, or REJECTED).
CREATE TABLE "spending_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid,
	"role_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spending_limits_amount_ck" CHECK ("spending_limits"."amount" >= 0),
	CONSTRAINT "spending_limits_subject_ck" CHECK (("spending_limits"."user_id" IS NULL) <> ("spending_limits"."role_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "order_approvals" (
	"order_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"requested_by" uuid,
	"spending_limit" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spending_limits_user_uq" ON "spending_limits" USING btree ("account_id","user_id") WHERE "spending_limits"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "spending_limits_role_uq" ON "spending_limits" USING btree ("account_id","role_id") WHERE "spending_limits"."role_id" is not null;--> statement-breakpoint
CREATE INDEX "order_approvals_account_status_idx" ON "order_approvals" USING btree ("account_id","status","created_at");
--> statement-breakpoint
-- Company lists (issue 39): a list its owner shares with their organisation, for colleagues to read or to edit.
ALTER TABLE "shopping_lists" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD COLUMN "sharing" text DEFAULT 'PRIVATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_sharing_ck" CHECK ("shopping_lists"."sharing" in ('PRIVATE', 'READ', 'EDIT'));--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_account_id_organizations_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."organizations"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopping_lists_shared_idx" ON "shopping_lists" USING btree ("account_id") WHERE "shopping_lists"."sharing" <> 'PRIVATE';
