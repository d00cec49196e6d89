-- Floor plans: one image (SVG, sanitised, or PNG) per area, and where each resource sits on it, as percent of the
-- plan's width and height (null: not placed).
CREATE TABLE area_plans (
  group_id integer NOT NULL,
  area_id integer NOT NULL,
  content bytea NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('image/svg+xml', 'image/png')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, area_id),
  FOREIGN KEY (group_id, area_id) REFERENCES areas (group_id, id) ON DELETE CASCADE
);

ALTER TABLE resources ADD COLUMN plan_x numeric(5, 2) CHECK (plan_x BETWEEN 0 AND 100);
ALTER TABLE resources ADD COLUMN plan_y numeric(5, 2) CHECK (plan_y BETWEEN 0 AND 100);
ALTER TABLE resources ADD CONSTRAINT resources_plan_position CHECK ((plan_x IS NULL) = (plan_y IS NULL));
