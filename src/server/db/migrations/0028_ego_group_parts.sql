-- GET ego, the most frequent request, carries the group's settings and slots as JSON. They change when an admin edits
-- them, so the JSON is built then, by triggers (no write path can forget them), and GET ego reads it as it is instead of
-- building it each time. The keys and their order are those GET ego answered before; the default colours are
-- DEFAULT_NAV_COLORS (contract/limits.ts), and ego.test.ts compares this part with the group as Node presents it.
CREATE TABLE ego_group_parts (
  group_id integer PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
  part json NOT NULL
);

-- VOLATILE: called by a trigger after it waited for the part's row lock, its query then sees what committed meanwhile.
CREATE FUNCTION deskfair_ego_group_part(gid integer) RETURNS json
LANGUAGE sql VOLATILE AS $$
  SELECT json_build_object('id', d.id, 'name', d.name, 'allocation_mode', d.allocation_mode,
    'slots', (SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'start_minute', s.start_minute,
        'end_minute', s.end_minute) ORDER BY s.position, s.id), '[]') FROM slots s WHERE s.group_id = d.id),
    'has_conference_rooms', d.has_conference_rooms, 'subscription_required', d.subscription_required,
    'has_staff_search', d.has_staff_search, 'has_parkefficient_link', d.has_parkefficient_link,
    'parking_link_url', d.parking_link_url,
    'colors', json_build_object('nav', json_build_object(
      'active', coalesce(d.nav_active_color, '#0b57d0'),
      'inactive', coalesce(d.nav_inactive_color, '#5f6368'))),
    'translation', d.translation, 'password_policy', d.password_policy, 'time_zone', d.time_zone,
    'max_advance_days', d.max_advance_days, 'checkin_grace_minutes', d.checkin_grace_minutes,
    'lottery_cutoff_minute', d.lottery_cutoff_minute, 'fairness_window_weeks', d.fairness_window_weeks,
    'no_shows_count', d.no_shows_count, 'waitlist_offer_minutes', d.waitlist_offer_minutes,
    'desk_quota_per_week', d.desk_quota_per_week)
  FROM groups d WHERE d.id = gid
$$;

CREATE FUNCTION deskfair_refresh_ego_group_part() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF TG_TABLE_NAME = 'groups' THEN
    changed := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    changed := OLD.group_id;
  ELSE
    changed := NEW.group_id;
  END IF;
  -- A group being deleted takes its part with it (the foreign key); its slots' triggers find no group.
  IF NOT EXISTS (SELECT 1 FROM groups WHERE id = changed) THEN
    RETURN NULL;
  END IF;
  INSERT INTO ego_group_parts (group_id, part) VALUES (changed, '{}') ON CONFLICT (group_id) DO NOTHING;
  -- Two admins' changes at once: the second waits here for the first to commit, and the statement below, which starts
  -- after the wait, builds the part from both. (Built in the statement that waited, it would leave out the first.)
  PERFORM 1 FROM ego_group_parts WHERE group_id = changed FOR UPDATE;
  UPDATE ego_group_parts SET part = deskfair_ego_group_part(changed) WHERE group_id = changed;
  RETURN NULL;
END $$;

CREATE TRIGGER groups_ego_part AFTER INSERT OR UPDATE ON groups
  FOR EACH ROW EXECUTE FUNCTION deskfair_refresh_ego_group_part();
CREATE TRIGGER slots_ego_part AFTER INSERT OR UPDATE OR DELETE ON slots
  FOR EACH ROW EXECUTE FUNCTION deskfair_refresh_ego_group_part();

INSERT INTO ego_group_parts (group_id, part) SELECT g.id, deskfair_ego_group_part(g.id) FROM groups g;
