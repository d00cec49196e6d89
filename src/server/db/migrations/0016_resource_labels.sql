-- A label is unique per area and kind whatever its case ('B1-01' and 'b1-01' are one desk to people reading a plan).
ALTER TABLE resources DROP CONSTRAINT resources_label_key;
CREATE UNIQUE INDEX resources_label_idx ON resources (group_id, area_id, kind, lower(label));
