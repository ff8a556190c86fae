-- Services booked by the hour (issue 14): several bookings of one provider on the same day are fine as long as
-- their hours do not overlap, so service bookings (those with held_hours) leave the day constraint and get their
-- own over the instants they keep, computed in the listing's time zone by packages/domain/src/service.ts.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_booking;
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_booking
  EXCLUDE USING gist (listing_id WITH =, held_range WITH &&) WHERE (holds AND held_hours IS NULL);
--> statement-breakpoint
-- A provider's time is never sold twice: no two holding service bookings of one listing may overlap in time.
ALTER TABLE bookings ADD CONSTRAINT bookings_no_double_hours
  EXCLUDE USING gist (listing_id WITH =, held_hours WITH &&) WHERE (holds AND held_hours IS NOT NULL);
--> statement-breakpoint
ALTER TABLE bookings ADD CONSTRAINT bookings_held_hours_bounded
  CHECK (held_hours IS NULL OR (NOT isempty(held_hours) AND lower_inf(held_hours) = false AND upper_inf(held_hours) = false));
--> statement-breakpoint
-- The services page's radius search: the area's centre is the listing's position (listings_position_idx).
CREATE INDEX IF NOT EXISTS listings_service_hourly_idx ON listings (price_per_hour) WHERE type = 'service' AND listed;
