-- Issue 38, fleet alerts: which e-mails each user asked for (a unit becoming overdue, a new notice on their units, a
-- fault event), one at a time or in a daily digest; and every alert sent, whose unique key (user, event) makes sure
-- no event is ever mailed twice to one user, whichever API process runs the job.
CREATE TABLE "fleet_alert_settings" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "unit_overdue" boolean DEFAULT false NOT NULL,
  "new_notice" boolean DEFAULT false NOT NULL,
  "fault_event" boolean DEFAULT false NOT NULL,
  "daily_digest" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_alerts_sent" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  -- UNIT_OVERDUE:<unit>:<overdue since> | NEW_NOTICE:<APN> | FAULT_EVENT:<event> | DIGEST:<day>
  "event_key" text NOT NULL,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "event_key")
);
