-- A counter per group that moves whenever its locations, areas or resources change (triggers, so no write path can
-- forget it): a process may keep the group's desks with their places in memory and check in the same statement that
-- reads the day's bookings whether they are still current. No foreign key: a group's deletion deletes its places, whose
-- triggers then write here.
CREATE TABLE place_versions (
  group_id integer PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION deskfair_bump_place_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END;
BEGIN
  INSERT INTO place_versions AS v (group_id, version) VALUES (changed, 1)
    ON CONFLICT (group_id) DO UPDATE SET version = v.version + 1;
  -- A row moved to another group (never done, but then both groups' places changed).
  IF TG_OP = 'UPDATE' AND OLD.group_id <> NEW.group_id THEN
    INSERT INTO place_versions AS v (group_id, version) VALUES (OLD.group_id, 1)
      ON CONFLICT (group_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER locations_place_version AFTER INSERT OR UPDATE OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION deskfair_bump_place_version();
CREATE TRIGGER areas_place_version AFTER INSERT OR UPDATE OR DELETE ON areas
  FOR EACH ROW EXECUTE FUNCTION deskfair_bump_place_version();
CREATE TRIGGER resources_place_version AFTER INSERT OR UPDATE OR DELETE ON resources
  FOR EACH ROW EXECUTE FUNCTION deskfair_bump_place_version();
