-- Parking by day: the group's external parking portal (an https address, or none).
ALTER TABLE groups ADD COLUMN parking_link_url text CHECK (parking_link_url IS NULL OR (parking_link_url ~ '^https://' AND length(parking_link_url) <= 2000));
