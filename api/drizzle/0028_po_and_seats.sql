-- Issue 40, training for teams: course orders paid by purchase order carry its number, their subtotal and tax and a
-- short readable order number (existing orders are numbered in order date order from 7100001); a course order's
-- seats are assigned to learners (course_seats); the learning system reports each enrolment's progress;
-- instructor-led courses have dated sessions with a capacity (course_sessions), booked or waitlisted per seat.
ALTER TABLE "course_orders" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "course_orders" ADD COLUMN "customer_po" text;--> statement-breakpoint
ALTER TABLE "course_orders" ADD COLUMN "subtotal" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_orders" ADD COLUMN "tax" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "course_orders" o SET "order_number" = n.num::text, "subtotal" = o."total"
  FROM (SELECT "course_order_id", 7100000 + row_number() OVER (ORDER BY "ordered_at", "course_order_id") AS num
        FROM "course_orders") n
  WHERE n."course_order_id" = o."course_order_id";--> statement-breakpoint
CREATE UNIQUE INDEX "course_orders_number_uq" ON "course_orders" USING btree ("order_number");--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "has_assessment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD COLUMN "score" integer;--> statement-breakpoint
CREATE TABLE "course_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"online_url" text,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_sessions_booked_check" CHECK ("course_sessions"."booked" >= 0 and "course_sessions"."booked" <= "course_sessions"."capacity")
);--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_sessions_course_idx" ON "course_sessions" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE TABLE "course_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_order_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"seat_number" integer NOT NULL,
	"learner_email" text,
	"enrolment_id" uuid,
	"assigned_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"session_id" uuid,
	"session_status" text
);--> statement-breakpoint
ALTER TABLE "course_seats" ADD CONSTRAINT "course_seats_course_order_id_course_orders_course_order_id_fk" FOREIGN KEY ("course_order_id") REFERENCES "public"."course_orders"("course_order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seats" ADD CONSTRAINT "course_seats_course_id_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("course_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seats" ADD CONSTRAINT "course_seats_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_seats" ADD CONSTRAINT "course_seats_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_seats_seat_uq" ON "course_seats" USING btree ("course_order_id","course_id","seat_number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_seats_learner_uq" ON "course_seats" USING btree ("course_order_id","course_id",lower("learner_email")) WHERE "course_seats"."learner_email" is not null;--> statement-breakpoint
-- every seat of the orders already placed: seat n of each line, unassigned
INSERT INTO "course_seats" ("course_order_id", "course_id", "seat_number")
  SELECT l."course_order_id", l."course_id", s.n FROM "course_order_lines" l
  CROSS JOIN LATERAL generate_series(1, l."quantity") AS s(n)
  ON CONFLICT DO NOTHING;
