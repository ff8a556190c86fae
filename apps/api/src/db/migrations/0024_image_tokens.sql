-- gen_random_uuid() is volatile, so the rewrite gives every existing photo its own token: the addresses handed out
-- before (`/api/images/<id>`) stop working, which is the point (drafts' photos were reachable by id).
ALTER TABLE "listing_images" ADD COLUMN "token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;