-- Verifiable draws (issue #17): when a day's requests (of a kind) open, the group commits to the draw's seed by
-- publishing its SHA-256; the seed itself stays here, unpublished, until the run. A day drawn before this migration
-- has no row and is shown as not verifiable.
CREATE TABLE lottery_commitments (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  day date NOT NULL,
  resource_kind text NOT NULL CHECK (resource_kind IN ('desk', 'parking')),
  -- 32 random bytes as 64 hex digits, and their SHA-256 as 64 hex digits
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  commitment text NOT NULL CHECK (commitment ~ '^[0-9a-f]{64}$'),
  committed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, day, resource_kind)
);

-- The draw's numeric seed is now the committed seed's first 4 bytes read unsigned (up to 2^32 - 1).
ALTER TABLE lottery_runs ALTER COLUMN seed TYPE bigint;
