-- One catalogue (issue 34, item 8; decision 053): a service priced only by the hour is in the search too. Its price
-- per day, for the price filter, the price orders and the catalogue's price bounds, is its hourly price times 8
-- (comparableDayPrice and SERVICE_HOURS_PER_DAY in packages/domain/src/pricing.ts); whatever has a daily price is
-- compared on it. The price index follows the new expression.
CREATE OR REPLACE FUNCTION vira_day_price(per_day integer, per_hour integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN per_day > 0 THEN per_day ELSE coalesce(per_hour, 0) * 8 END $$;
--> statement-breakpoint
DROP INDEX IF EXISTS listings_price_usd_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_price_usd_idx
  ON listings (vira_price_usd(vira_day_price(price_per_day, price_per_hour), currency), id);
