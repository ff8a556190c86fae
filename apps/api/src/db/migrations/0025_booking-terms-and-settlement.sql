ALTER TABLE "bookings" ADD COLUMN "cancellation_policy" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount" integer;--> statement-breakpoint
-- Bookings made before this migration follow what their listing says today (the best record there is).
UPDATE "bookings" b SET "cancellation_policy" = l."cancellation_policy", "time_zone" = l."time_zone"
  FROM "listings" l WHERE l."id" = b."listing_id";--> statement-breakpoint
UPDATE "payments" SET "capture" = 'manual' WHERE "status" IN ('authorised', 'voided');--> statement-breakpoint
UPDATE "payments" SET "settled_at" = "updated_at" WHERE "status" IN ('succeeded', 'voided', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "captured_amount" = CASE WHEN "status" IN ('succeeded', 'refunded') THEN "amount" ELSE 0 END
  WHERE "status" IN ('succeeded', 'voided', 'refunded');
