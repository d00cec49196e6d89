-- Team seating: requests filed together by linked colleagues share a team key; the draw seats them as one unit.
-- Each member's request stays their own (withdrawn one by one); the key only groups them.
ALTER TABLE desk_requests ADD COLUMN team_key uuid;
CREATE INDEX desk_requests_team_idx ON desk_requests (group_id, team_key) WHERE team_key IS NOT NULL;

-- Colleagues are told when someone asks for desks together with them. The message type is added to whatever the
-- type check allows by now (other migrations of this release add types too), rather than restating the list.
DO $$
DECLARE
  allowed text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO allowed FROM pg_constraint
   WHERE conname = 'messages_type_check' AND conrelid = 'messages'::regclass;
  IF position('''TeamRequestNotification''' IN allowed) = 0 THEN
    EXECUTE 'ALTER TABLE messages DROP CONSTRAINT messages_type_check';
    EXECUTE 'ALTER TABLE messages ADD CONSTRAINT messages_type_check '
      || replace(allowed, 'ARRAY[', 'ARRAY[''TeamRequestNotification''::text, ');
  END IF;
END $$;
