-- Whether a group has ever had a desk request: GET ego's part for the nearest desk request (four more tables, about a
-- third of its plan) is then needed at all. A group that never allocated by lottery is answered by the statement
-- without it (features/ego/ego-statement.ts). The flag is set in the transaction of the group's first desk request,
-- so a statement that reads it false cannot miss a committed request; it is never cleared.
ALTER TABLE ego_group_parts ADD COLUMN has_desk_requests boolean NOT NULL DEFAULT false;

UPDATE ego_group_parts p SET has_desk_requests = true
WHERE EXISTS (SELECT 1 FROM desk_requests r WHERE r.group_id = p.group_id AND r.resource_kind = 'desk');

-- After each statement that added requests: only a group whose flag is still false is updated (and its row locked), so
-- once set, the flag costs the requests that follow one index lookup per statement.
CREATE FUNCTION deskfair_flag_desk_requests() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ego_group_parts p SET has_desk_requests = true
  WHERE p.group_id IN (SELECT a.group_id FROM added a WHERE a.resource_kind = 'desk') AND NOT p.has_desk_requests;
  RETURN NULL;
END $$;

CREATE TRIGGER desk_requests_ego_flag AFTER INSERT ON desk_requests
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION deskfair_flag_desk_requests();
