-- Desk modes: owners' days are materialised as bookings with source 'owner', so releasing a day is just
-- ending that booking, and others' bookings of the day go through the same exclusion constraints.
ALTER TABLE bookings ADD COLUMN source text NOT NULL DEFAULT 'user' CHECK (source IN ('user', 'owner', 'walk_in', 'one_click', 'lottery'));
ALTER TABLE users ADD COLUMN desk_weekdays smallint[] NOT NULL DEFAULT '{1,2,3,4,5}';
CREATE INDEX bookings_owner_days_idx ON bookings (group_id, desk_id, day) WHERE source = 'owner';
CREATE UNIQUE INDEX desks_one_per_owner_idx ON desks (group_id, owner_user_id) WHERE owner_user_id IS NOT NULL;
