-- A desk booking lies within one local day: at most 25 hours, on the day the clocks go back. Auto-release relies on it:
-- a desk booking still running started less than 25 hours ago, so its scan reads only the newest day of its index,
-- however many unchecked bookings the years behind it hold.
ALTER TABLE bookings ADD CONSTRAINT bookings_desk_within_a_day CHECK (resource_kind <> 'desk' OR end_at - start_at <= interval '25 hours');
