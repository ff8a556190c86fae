-- Blocked dates and holding bookings of one listing never overlap (docs/product-rules.md "Money and data": "enforced in the database
-- like bookings"). An exclusion constraint cannot span two tables, so two triggers check each side under a
-- per-listing transaction lock (concurrent inserts queue instead of both passing) and raise exclusion_violation
-- (23P01), the same error the bookings constraint raises, so callers answer "dates taken" either way.
CREATE OR REPLACE FUNCTION vira_booking_not_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.holds THEN
    PERFORM pg_advisory_xact_lock(727275, NEW.listing_id);
    IF EXISTS (
      SELECT 1 FROM listing_blocked_dates d
      WHERE d.listing_id = NEW.listing_id
        -- held_range is a generated column, not computed yet in a BEFORE trigger: the same expression.
        AND daterange(d.start_date, d.end_date, '[)')
            && daterange(NEW.start_date, greatest(NEW.end_date, NEW.start_date + 1), '[)')
    ) THEN
      RAISE EXCEPTION 'dates blocked by the owner' USING ERRCODE = '23P01';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_not_blocked BEFORE INSERT OR UPDATE OF holds, start_date, end_date ON bookings
  FOR EACH ROW EXECUTE FUNCTION vira_booking_not_blocked();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vira_block_not_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727275, NEW.listing_id);
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.listing_id = NEW.listing_id AND b.holds
      AND b.held_range && daterange(NEW.start_date, NEW.end_date, '[)')
  ) THEN
    RAISE EXCEPTION 'dates held by a booking' USING ERRCODE = '23P01';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_blocked_dates_not_booked BEFORE INSERT OR UPDATE ON listing_blocked_dates
  FOR EACH ROW EXECUTE FUNCTION vira_block_not_booked();
