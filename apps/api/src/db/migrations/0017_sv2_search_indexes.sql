-- Distance filters pre-filter with earth_box(...) @> ll_to_earth(lat, lng): a GiST index over that expression
-- answers the box without computing it for every row (the aid list with a radius read every published request).
CREATE INDEX IF NOT EXISTS aid_requests_position_idx ON aid_requests USING gist (public.ll_to_earth(lat, lng))
  WHERE status = 'published';
--> statement-breakpoint

-- GET /api/services at a date and hours (decision 027): per weekday, the working hours as whole numbers, for
-- live services only. The search writes exactly these expressions with the weekday spelled out, so the planner
-- reads their statistics (jsonb paths have none: it guessed 2 rows of 3 000 and sorted them all) and can walk
-- the rating order below and stop at the page.
CREATE INDEX IF NOT EXISTS listings_service_mon_hours_idx ON listings
  ((((weekly_hours -> 'mon') ->> 'start')::int), (((weekly_hours -> 'mon') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_tue_hours_idx ON listings
  ((((weekly_hours -> 'tue') ->> 'start')::int), (((weekly_hours -> 'tue') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_wed_hours_idx ON listings
  ((((weekly_hours -> 'wed') ->> 'start')::int), (((weekly_hours -> 'wed') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_thu_hours_idx ON listings
  ((((weekly_hours -> 'thu') ->> 'start')::int), (((weekly_hours -> 'thu') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_fri_hours_idx ON listings
  ((((weekly_hours -> 'fri') ->> 'start')::int), (((weekly_hours -> 'fri') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_sat_hours_idx ON listings
  ((((weekly_hours -> 'sat') ->> 'start')::int), (((weekly_hours -> 'sat') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_service_sun_hours_idx ON listings
  ((((weekly_hours -> 'sun') ->> 'start')::int), (((weekly_hours -> 'sun') ->> 'end')::int))
  WHERE type = 'service' AND listed;
--> statement-breakpoint
-- The services page's own order (best rated first) over live services only.
CREATE INDEX IF NOT EXISTS listings_service_rating_idx ON listings (rating DESC NULLS LAST, review_count DESC, id)
  WHERE type = 'service' AND listed;
--> statement-breakpoint
