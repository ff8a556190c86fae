-- Distance filters pre-filter with earth_box(...) @> ll_to_earth(lat, lng): a GiST index over that expression
-- answers the box without computing it for every row (the aid list with a radius read every published request).
CREATE INDEX IF NOT EXISTS aid_requests_position_idx ON aid_requests USING gist (public.ll_to_earth(lat, lng))
  WHERE status = 'published';
