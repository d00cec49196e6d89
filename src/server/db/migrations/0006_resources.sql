-- One model for everything bookable: desks, conference rooms, generic bookables and parking spaces are resources of
-- one table with a kind, and bookings reference resource_id. Every existing row is kept.
ALTER TABLE desks RENAME TO resources;
ALTER TABLE resources RENAME CONSTRAINT desks_pkey TO resources_pkey;
ALTER TABLE resources ADD COLUMN kind text NOT NULL DEFAULT 'desk' CHECK (kind IN ('desk', 'room', 'bookable', 'parking'));
ALTER TABLE resources ALTER COLUMN kind DROP DEFAULT;
-- Rooms: how many people fit, which layouts they can be set up in, whether catering can be ordered.
-- Bookables: whether a booking needs an approver's confirmation.
ALTER TABLE resources ADD COLUMN capacity integer CHECK (capacity > 0);
ALTER TABLE resources ADD COLUMN layouts jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE resources ADD COLUMN catering_offered boolean NOT NULL DEFAULT false;
ALTER TABLE resources ADD COLUMN requestable boolean NOT NULL DEFAULT false;
ALTER TABLE resources ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE resources ADD CONSTRAINT resources_room_capacity CHECK (kind <> 'room' OR capacity IS NOT NULL);
ALTER TABLE resources DROP CONSTRAINT desks_group_id_area_id_label_key;
ALTER TABLE resources ADD CONSTRAINT resources_label_key UNIQUE (group_id, area_id, kind, label);
ALTER TABLE resources RENAME CONSTRAINT desks_group_id_uuid_key TO resources_uuid_key;
-- Bookings carry their resource's kind (kept right by this key) so the per-user constraint can name the kinds.
ALTER TABLE resources ADD CONSTRAINT resources_kind_key UNIQUE (group_id, id, kind);
DROP INDEX desks_one_per_owner_idx;
CREATE UNIQUE INDEX resources_one_desk_per_owner_idx ON resources (group_id, owner_user_id) WHERE owner_user_id IS NOT NULL AND kind = 'desk';
CREATE INDEX resources_kind_idx ON resources (group_id, kind) WHERE active;

-- Conference rooms join the resources, each in the first area of its location (one is made where a location has none).
INSERT INTO areas (group_id, location_id, name)
SELECT DISTINCT r.group_id, r.location_id, 'Allgemein'
FROM conference_rooms r
WHERE NOT EXISTS (SELECT 1 FROM areas a WHERE a.group_id = r.group_id AND a.location_id = r.location_id);
INSERT INTO resources (group_id, kind, area_id, label, capacity, equipment)
SELECT r.group_id, 'room',
  (SELECT min(a.id) FROM areas a WHERE a.group_id = r.group_id AND a.location_id = r.location_id),
  r.name, r.capacity, r.equipment
FROM conference_rooms r
ORDER BY r.group_id, r.id;
DROP TABLE conference_rooms;

ALTER TABLE bookings RENAME COLUMN desk_id TO resource_id;
ALTER TABLE bookings ADD COLUMN resource_kind text NOT NULL DEFAULT 'desk';
ALTER TABLE bookings ALTER COLUMN resource_kind DROP DEFAULT;
ALTER TABLE bookings DROP CONSTRAINT bookings_group_id_desk_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_resource_fkey FOREIGN KEY (group_id, resource_id, resource_kind)
  REFERENCES resources (group_id, id, kind) ON DELETE CASCADE ON UPDATE CASCADE;
-- No two holding bookings of one resource overlap, whatever its kind.
ALTER TABLE bookings RENAME CONSTRAINT bookings_desk_overlap TO bookings_resource_overlap;
-- Nobody holds two desks, or two parking spaces, at once; rooms and bookables may be held side by side.
ALTER TABLE bookings DROP CONSTRAINT bookings_user_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_user_overlap EXCLUDE USING gist (
  group_id WITH =, user_id WITH =, resource_kind WITH =, tstzrange(start_at, end_at, '[)') WITH &&
) WHERE (status IN ('reserved', 'booked') AND resource_kind IN ('desk', 'parking'));

ALTER TABLE desk_problems RENAME COLUMN desk_id TO resource_id;
DROP INDEX desk_problems_desk_idx;
CREATE INDEX desk_problems_resource_idx ON desk_problems (group_id, resource_id);
ALTER TABLE resources RENAME CONSTRAINT desks_group_id_area_id_fkey TO resources_area_fkey;
ALTER TABLE resources RENAME CONSTRAINT desks_group_id_owner_user_id_fkey TO resources_owner_fkey;
ALTER TABLE desk_problems RENAME CONSTRAINT desk_problems_group_id_desk_id_fkey TO desk_problems_resource_fkey;
ALTER TABLE desk_requests RENAME CONSTRAINT desk_requests_group_id_preferred_desk_id_fkey TO desk_requests_preferred_desk_fkey;
