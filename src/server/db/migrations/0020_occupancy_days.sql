-- Occupancy roll-up (issue #14): the figures of ended days, per day, area and kind, so a year's report reads a few
-- thousand rows instead of every booking. A day that has ended in the group's zone no longer changes in practice;
-- the ticker re-computes the last two ended days each run to catch late changes.
-- area_id 0 holds lottery requests without any preferred area (they count for the whole group only), so there is no
-- foreign key to areas: the rows are history and outlive a deleted area.
CREATE TABLE occupancy_days (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  day date NOT NULL,
  area_id integer NOT NULL,
  kind text NOT NULL,
  -- active resources of the kind in the area when the day was rolled up
  supply integer NOT NULL,
  bookings integer NOT NULL,
  check_ins integer NOT NULL,
  no_shows integer NOT NULL,
  auto_releases integer NOT NULL,
  requests integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, day, area_id, kind)
);

-- Which days of a group are rolled up (a day may have no rows at all, yet must not be counted live again).
CREATE TABLE occupancy_rollups (
  group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  day date NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, day)
);
