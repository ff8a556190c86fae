ALTER TABLE "bookings" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;