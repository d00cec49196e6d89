-- Each desk as the API presents it (presentDesk: id, label, uuid, equipment, area, location), kept on its row by
-- triggers whenever the desk, its area or its location changes, so that no write path can forget it. GET ego answers
-- its bookings' desks and the own desk from it: joining the area and the location on every call cost more than reading
-- them (each part of a plan costs its start-up on every call). Other kinds of resource keep it null.
ALTER TABLE resources ADD COLUMN desk_json json;

CREATE FUNCTION deskfair_desk_json() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  area_name text;
  location_id integer;
  location_name text;
BEGIN
  IF NEW.kind <> 'desk' THEN
    NEW.desk_json := NULL;
    RETURN NEW;
  END IF;
  -- A desk that is new to its area (added, or moved) locks the area and the location FOR SHARE: a rename of either
  -- that has not committed yet is waited for and its new name read; one that starts meanwhile waits for this desk,
  -- and its trigger (below) then finds the desk. A desk that stays in its area is not locked so: a rename's trigger
  -- waits for the desk's row (locked by this update) and writes the JSON again after it, and neither waits on the other
  -- in a circle. (Each statement here reads what committed before it, this function being volatile.)
  IF TG_OP = 'INSERT' OR OLD.area_id IS DISTINCT FROM NEW.area_id THEN
    PERFORM 1 FROM areas a JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
    WHERE a.group_id = NEW.group_id AND a.id = NEW.area_id
    FOR SHARE OF a, l;
  END IF;
  SELECT a.name, l.id, l.name INTO area_name, location_id, location_name
  FROM areas a JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
  WHERE a.group_id = NEW.group_id AND a.id = NEW.area_id;
  NEW.desk_json := json_build_object('id', NEW.id, 'label', NEW.label, 'uuid', NEW.uuid, 'equipment', NEW.equipment,
    'area', json_build_object('id', NEW.area_id, 'name', area_name),
    'location', json_build_object('id', location_id, 'name', location_name));
  RETURN NEW;
END $$;

CREATE TRIGGER resources_desk_json BEFORE INSERT OR UPDATE OF id, kind, label, uuid, equipment, area_id, desk_json
  ON resources FOR EACH ROW EXECUTE FUNCTION deskfair_desk_json();

-- An area renamed or moved, a location renamed: their desks' JSON is written again (by the trigger above). The desks
-- are locked in the order of their ids first, so that two renames at once (an area and its location) wait for each
-- other instead of each holding desks the other needs.
CREATE FUNCTION deskfair_place_desks_json() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resources r SET desk_json = NULL
  WHERE (r.group_id, r.id) IN (
    SELECT d.group_id, d.id FROM resources d JOIN areas a ON a.group_id = d.group_id AND a.id = d.area_id
    WHERE d.group_id = NEW.group_id AND d.kind = 'desk'
      AND CASE WHEN TG_TABLE_NAME = 'areas' THEN a.id ELSE a.location_id END = NEW.id
    ORDER BY d.id
    FOR UPDATE OF d
  );
  RETURN NULL;
END $$;

CREATE TRIGGER areas_desk_json AFTER UPDATE OF name, location_id ON areas
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.location_id IS DISTINCT FROM NEW.location_id)
  EXECUTE FUNCTION deskfair_place_desks_json();
CREATE TRIGGER locations_desk_json AFTER UPDATE OF name ON locations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION deskfair_place_desks_json();

UPDATE resources SET desk_json = NULL WHERE kind = 'desk';
