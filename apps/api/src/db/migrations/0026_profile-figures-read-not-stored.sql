ALTER TABLE "profiles" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "total_rentals";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "total_listings";