-- Group codes can be retired (rotated or withdrawn by an admin); a retired code no longer admits registrations but
-- stays in the directory, so it is never handed to another group.
ALTER TABLE group_codes ADD COLUMN retired_at timestamptz;
ALTER TABLE group_codes ADD COLUMN created_by integer;
CREATE INDEX group_codes_active_idx ON group_codes (group_id) WHERE retired_at IS NULL;

-- Companies create their own groups: names are unique whatever their case.
CREATE UNIQUE INDEX groups_name_lower_key ON groups (lower(name));
