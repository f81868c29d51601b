-- The API rebuilds the precomputed search data by itself once the catalogue has stopped changing
-- (api/src/search/search-rebuilder.ts). On a server several API processes may notice the same change: the one that
-- sets rebuild_claimed_at rebuilds; a claim older than the longest rebuild (a process that died mid-way) may be
-- taken again.
ALTER TABLE "search_data_version" ADD COLUMN IF NOT EXISTS "rebuild_claimed_at" timestamp with time zone;
