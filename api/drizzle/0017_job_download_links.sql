ALTER TABLE "jobs" ADD COLUMN "download_token_hash" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "download_expires_at" timestamp with time zone;