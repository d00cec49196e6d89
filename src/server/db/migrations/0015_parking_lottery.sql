-- Parking in the lottery: requests and runs say which kind they allocate (desk or parking space). One run per
-- group, day and kind; one open request per user, day and kind (a desk and a parking space may be asked side by side).
ALTER TABLE desk_requests ADD COLUMN resource_kind text NOT NULL DEFAULT 'desk' CHECK (resource_kind IN ('desk', 'parking'));
DROP INDEX desk_requests_one_per_day_idx;
CREATE UNIQUE INDEX desk_requests_one_per_day_idx ON desk_requests (group_id, user_id, day, resource_kind) WHERE status <> 'withdrawn';
DROP INDEX desk_requests_day_idx;
CREATE INDEX desk_requests_day_idx ON desk_requests (group_id, day, resource_kind, status);

ALTER TABLE lottery_runs ADD COLUMN resource_kind text NOT NULL DEFAULT 'desk' CHECK (resource_kind IN ('desk', 'parking'));
ALTER TABLE lottery_runs DROP CONSTRAINT lottery_runs_group_id_day_key;
ALTER TABLE lottery_runs ADD CONSTRAINT lottery_runs_day_kind_key UNIQUE (group_id, day, resource_kind);
