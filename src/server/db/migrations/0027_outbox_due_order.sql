-- The outbox's deliverers take the next due rows in (next_attempt_at, id) order. With an index in that order, holding
-- only the rows still to try, they read those rows and no more; the old index gave every pending row to a sort, which
-- grows with a backlog (a mail server down for an hour) and, on PGlite, holds its one connection while it sorts.
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND attempts < 8;
DROP INDEX outbox_pending_idx;
