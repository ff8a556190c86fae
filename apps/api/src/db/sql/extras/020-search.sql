-- Search (spec document 1, sections 2 and 5). Everything here is IMMUTABLE so it can sit in index expressions,
-- and not STRICT so PostgreSQL can inline the bodies (a STRICT SQL function whose body is not provably strict
-- runs as a function call per row, which made distance filters 10 times slower);
-- the search repository writes the very same expressions so the planner uses these indexes. Calls inside the
-- functions are schema-qualified because index builds run with a restricted search_path.

-- Lower-case, accent-free text: 'Cámara' and 'camara' fold to the same thing.
CREATE OR REPLACE FUNCTION vira_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.vira_unaccent($1)) $$;
--> statement-breakpoint
-- The full-text document of a listing: Spanish stemming over accent-free text, title weighted above location
-- above description.
CREATE OR REPLACE FUNCTION vira_listing_document(title text, description text, location text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT setweight(to_tsvector('spanish'::regconfig, public.vira_unaccent(coalesce(title, ''))), 'A')
            || setweight(to_tsvector('spanish'::regconfig, public.vira_unaccent(coalesce(location, ''))), 'B')
            || setweight(to_tsvector('spanish'::regconfig, public.vira_unaccent(coalesce(description, ''))), 'C') $$;
--> statement-breakpoint
-- Units of a currency per 1 USD: the static table of packages/domain/src/currencies.ts (a test keeps the two
-- equal). One price filter and one price sort then work across listings priced in different currencies.
CREATE OR REPLACE FUNCTION vira_usd_rate(code text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE code
    WHEN 'USD' THEN 1
    WHEN 'MXN' THEN 17
    WHEN 'CAD' THEN 1.36
    WHEN 'BRL' THEN 5
    WHEN 'ARS' THEN 850
    WHEN 'COP' THEN 4000
    WHEN 'CLP' THEN 900
    WHEN 'PEN' THEN 3.7
    WHEN 'EUR' THEN 0.92
    WHEN 'GBP' THEN 0.79
    WHEN 'RUB' THEN 90
    WHEN 'CHF' THEN 0.88
    WHEN 'JPY' THEN 149
    WHEN 'CNY' THEN 7.2
    WHEN 'INR' THEN 83
    WHEN 'KRW' THEN 1320
    WHEN 'THB' THEN 35
    WHEN 'SGD' THEN 1.34
    WHEN 'MYR' THEN 4.5
    WHEN 'IDR' THEN 15700
    WHEN 'PHP' THEN 56
    WHEN 'VND' THEN 24000
    WHEN 'AED' THEN 3.67
    WHEN 'ILS' THEN 3.7
    WHEN 'JOD' THEN 0.71
    WHEN 'LBP' THEN 89500
    WHEN 'SYP' THEN 13000
    WHEN 'SAR' THEN 3.75
    WHEN 'QAR' THEN 3.64
    WHEN 'KWD' THEN 0.31
    WHEN 'BHD' THEN 0.38
    WHEN 'OMR' THEN 0.38
    WHEN 'IQD' THEN 1310
    WHEN 'IRR' THEN 42000
    WHEN 'TRY' THEN 29
    WHEN 'AUD' THEN 1.52
    WHEN 'NZD' THEN 1.65
    WHEN 'ZAR' THEN 18.5
    WHEN 'NGN' THEN 780
    WHEN 'EGP' THEN 31
    WHEN 'KES' THEN 130
    WHEN 'MAD' THEN 10
  END $$;
--> statement-breakpoint
-- A price in minor units of its currency as US dollars (major units). JPY, KRW, VND, CLP and IDR are stored
-- without minor units (ISO_ZERO_DECIMAL in currencies.ts).
CREATE OR REPLACE FUNCTION vira_price_usd(minor integer, code text) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT minor::double precision
         / (CASE WHEN code IN ('JPY', 'KRW', 'VND', 'CLP', 'IDR') THEN 1 ELSE 100 END)
         / public.vira_usd_rate(code) $$;
--> statement-breakpoint
-- Great-circle distance in km with the spec's Earth radius of 6371 km (same formula as haversineKm in
-- packages/domain/src/geography.ts). earthdistance's own radius differs, so it only pre-filters with a box.
CREATE OR REPLACE FUNCTION vira_haversine_km(lat1 double precision, lng1 double precision,
                                             lat2 double precision, lng2 double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT 2 * 6371 * asin(least(1, sqrt(
           power(sin(radians(lat2 - lat1) / 2), 2)
           + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))) $$;
--> statement-breakpoint
-- Stored search columns: computing the document (or unaccent) per row at query time made text searches over
-- 100 000 listings take seconds; stored, a match costs an index probe. Drizzle does not know these columns and
-- never selects them; PostgreSQL keeps them up to date on every insert and update.
ALTER TABLE listings
  ADD COLUMN search_document tsvector GENERATED ALWAYS AS (public.vira_listing_document(title, description, location)) STORED;
--> statement-breakpoint
ALTER TABLE listings ADD COLUMN search_title text GENERATED ALWAYS AS (public.vira_fold(title)) STORED;
--> statement-breakpoint
ALTER TABLE listings ADD COLUMN search_location text GENERATED ALWAYS AS (public.vira_fold(location)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_search_document_idx ON listings USING gin (search_document);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_title_trgm_idx ON listings USING gin (search_title gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_location_trgm_idx ON listings USING gin (search_location gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_description_trgm_idx ON listings USING gin (vira_fold(description) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_price_usd_idx ON listings (vira_price_usd(price_per_day, currency), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_rating_idx ON listings (rating DESC NULLS LAST, review_count DESC, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_position_idx ON listings USING gist (public.ll_to_earth(latitude, longitude));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_postal_code_idx ON listings (postal_code text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_city_country_idx ON listings (country, city);
