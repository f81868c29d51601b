-- Issue 40, the waitlist first come first served (ADR 0047): when each seat was given its session (booked or on the
-- waitlist). Raising a session's capacity books its waitlisted seats in this order. Seats chosen before this
-- column existed take the time they were assigned (the nearest known), and come after those of a known time.
ALTER TABLE "course_seats" ADD COLUMN "session_chosen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "course_seats" SET "session_chosen_at" = "assigned_at" WHERE "session_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "course_seats_waitlist_idx" ON "course_seats" USING btree ("session_id", "session_chosen_at") WHERE "course_seats"."session_status" = 'WAITLISTED';
