-- A suspended owner's listings are no public listing (issue 35): `listed`, which every public read filters on, now
-- also says the owner is not suspended. A generated column reads only its own row, so the owner's state is copied
-- into `owner_suspended` and kept by a trigger on profiles. PostgreSQL 15 (CI) cannot change a generated column's
-- expression, so `listed` is dropped and added again; the partial indexes over it are dropped with it and made again
-- from their own definitions, whichever migrations created them.
ALTER TABLE "listings" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "listings" l SET "owner_suspended" = true
  FROM "profiles" p WHERE p."user_id" = l."owner_id" AND p."suspended_at" IS NOT NULL;--> statement-breakpoint
DO $$
DECLARE
  definitions text[];
  definition text;
BEGIN
  SELECT coalesce(array_agg(indexdef), '{}') INTO definitions FROM pg_indexes
  WHERE schemaname = current_schema() AND tablename = 'listings' AND indexdef ~ '\mlisted\M';
  ALTER TABLE listings DROP COLUMN listed;
  ALTER TABLE listings ADD COLUMN listed boolean GENERATED ALWAYS AS (status = 'live' and hidden_at is null and not owner_suspended) STORED NOT NULL;
  FOREACH definition IN ARRAY definitions LOOP
    EXECUTE definition;
  END LOOP;
END $$;--> statement-breakpoint
-- Suspending or restoring a person lists or unlists their listings in the same transaction; `updated_at` moves so the
-- search's in-memory index, the page cache and the sitemaps' lastmod see the change (decision 032).
CREATE OR REPLACE FUNCTION vira_owner_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET owner_suspended = (NEW.suspended_at IS NOT NULL), updated_at = now()
  WHERE owner_id = NEW.user_id AND owner_suspended IS DISTINCT FROM (NEW.suspended_at IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_owner_suspension AFTER UPDATE OF suspended_at ON profiles
  FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION vira_owner_suspension();--> statement-breakpoint
-- A listing written for a suspended owner (a transfer, an import) starts unlisted like the rest of theirs.
CREATE OR REPLACE FUNCTION vira_listing_owner_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_suspended := EXISTS (SELECT 1 FROM profiles WHERE user_id = NEW.owner_id AND suspended_at IS NOT NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_owner_suspended BEFORE INSERT OR UPDATE OF owner_id ON listings
  FOR EACH ROW EXECUTE FUNCTION vira_listing_owner_suspended();
