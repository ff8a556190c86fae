-- Accent-insensitive Spanish full text over title, description and location. unaccent() is only STABLE, so
-- an IMMUTABLE wrapper lets it sit in an index expression.
CREATE OR REPLACE FUNCTION vira_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
