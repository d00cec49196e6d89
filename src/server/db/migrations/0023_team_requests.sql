-- Team seating: requests filed together by linked colleagues share a team key; the draw seats them as one unit.
-- Each member's request stays their own (withdrawn one by one); the key only groups them.
ALTER TABLE desk_requests ADD COLUMN team_key uuid;
CREATE INDEX desk_requests_team_idx ON desk_requests (group_id, team_key) WHERE team_key IS NOT NULL;
