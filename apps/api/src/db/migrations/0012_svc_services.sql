ALTER TABLE "bookings" ADD COLUMN "held_hours" "tstzrange";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "start_hour" smallint;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "end_hour" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_per_hour" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_hours" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "service_radius_km" real;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_service_category_idx" ON "listings" USING btree ("category") WHERE "listings"."type" = 'service' and "listings"."listed";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_hours" CHECK (("cart_items"."start_hour" is null and "cart_items"."end_hour" is null) or ("cart_items"."start_hour" between 0 and 23 and "cart_items"."end_hour" between 0 and 23 and "cart_items"."end_hour" > "cart_items"."start_hour"));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_service_fields" CHECK (("listings"."price_per_hour" is null or "listings"."price_per_hour" >= 0) and "listings"."min_hours" between 1 and 24 and ("listings"."service_radius_km" is null or ("listings"."service_radius_km" > 0 and "listings"."service_radius_km" <= 500)));