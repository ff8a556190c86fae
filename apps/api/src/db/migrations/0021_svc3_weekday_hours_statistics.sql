-- GET /api/services at a date (decision 029). The planner never reads the statistics of a partial expression index
-- (listings_service_<day>_hours_idx), so it guessed a third of a third of the services work at the asked hours
-- when nearly all do: it then intersected the position index with the hours index and sorted every service in
-- the radius, and counted taken hours from every working service instead of from that day's bookings. Expression
-- statistics (filled by ANALYZE) give it the real share. Keep the expressions identical to services.repository.ts.
CREATE STATISTICS IF NOT EXISTS listings_mon_hours_stats
  ON ((((weekly_hours -> 'mon') ->> 'start')::int)), ((((weekly_hours -> 'mon') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_tue_hours_stats
  ON ((((weekly_hours -> 'tue') ->> 'start')::int)), ((((weekly_hours -> 'tue') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_wed_hours_stats
  ON ((((weekly_hours -> 'wed') ->> 'start')::int)), ((((weekly_hours -> 'wed') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_thu_hours_stats
  ON ((((weekly_hours -> 'thu') ->> 'start')::int)), ((((weekly_hours -> 'thu') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_fri_hours_stats
  ON ((((weekly_hours -> 'fri') ->> 'start')::int)), ((((weekly_hours -> 'fri') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_sat_hours_stats
  ON ((((weekly_hours -> 'sat') ->> 'start')::int)), ((((weekly_hours -> 'sat') ->> 'end')::int)) FROM listings;
--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS listings_sun_hours_stats
  ON ((((weekly_hours -> 'sun') ->> 'start')::int)), ((((weekly_hours -> 'sun') ->> 'end')::int)) FROM listings;
