-- The rental range a booking keeps: pickup day up to (not including) the return day, so one renter's return
-- day can be the next renter's pickup day; a same-day rental still holds its one day.
ALTER TABLE bookings ADD COLUMN held_range daterange
  GENERATED ALWAYS AS (daterange(start_date, greatest(end_date, start_date + 1), '[)')) STORED;
--> statement-breakpoint
-- Double booking is impossible in the database (docs/product-rules.md "Money and data"): no two bookings that hold the item
-- (holds = awaiting payment with an unexpired hold, pending owner, paid, handed over) may overlap.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking
  EXCLUDE USING gist (listing_id WITH =, held_range WITH &&) WHERE (holds);
