-- Changes to instructor-led sessions (issue 40): the job worker e-mails each change to the session's learners once.
CREATE TABLE "course_session_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_session_changes" ADD CONSTRAINT "course_session_changes_session_id_course_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."course_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_session_changes" ADD CONSTRAINT "course_session_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_session_changes_pending_idx" ON "course_session_changes" USING btree ("changed_at") WHERE "course_session_changes"."notified_at" is null;
