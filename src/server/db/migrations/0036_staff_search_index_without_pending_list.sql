-- The staff search's trigram index takes new entries straight into its tree instead of into a pending list. A GIN
-- index's pending list is read whole by every search that uses the index, and it is only merged into the tree by
-- VACUUM, by autovacuum's ANALYZE, or once it outgrows gin_pending_list_limit (4 MB). PGlite runs no autovacuum, so
-- there a group's users stayed in the list: with 10,000 of them, the planner priced the index above a scan of the
-- whole table and each search read every user (5-9 ms; through the index 0.1-0.3 ms). Users are added and renamed
-- rarely, so paying for the tree at each write costs little.
SELECT gin_clean_pending_list('users_search_text_idx'::regclass);
ALTER INDEX users_search_text_idx SET (fastupdate = off);
