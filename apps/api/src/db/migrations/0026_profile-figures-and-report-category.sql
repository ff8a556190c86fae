ALTER TABLE "message_reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "total_rentals";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "total_listings";