-- Admin console: a per-user quota of desk days per week (null = unlimited) and slot names unique per group.
ALTER TABLE groups ADD COLUMN desk_quota_per_week integer CHECK (desk_quota_per_week BETWEEN 1 AND 7);
CREATE UNIQUE INDEX slots_group_name_key ON slots (group_id, lower(name));
