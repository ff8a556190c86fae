CREATE TABLE "listing_removals" (
	"listing_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_removals_removed_at_idx" ON "listing_removals" USING btree ("removed_at");--> statement-breakpoint
-- Every deleted listing, whatever deleted it (the owner, or the cascade of a deleted account), so the search's
-- in-memory figures can drop it (decision 032, session 16). now() is the deleting transaction's start, which the
-- index's re-read slack covers as it does for updated_at.
CREATE OR REPLACE FUNCTION vira_listing_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_removals (listing_id) VALUES (OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listing_removals AFTER DELETE ON listings FOR EACH ROW EXECUTE FUNCTION vira_listing_removed();
