ALTER TABLE "aid_offers" ADD COLUMN "aid_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "place_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "radius_km" integer;--> statement-breakpoint
CREATE INDEX "aid_offers_general_geo_idx" ON "aid_offers" USING btree ("lat","lng") WHERE "aid_offers"."request_id" is null and "aid_offers"."status" = 'pending';