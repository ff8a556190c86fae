CREATE TABLE "listing_calendar_feeds" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"last_imported_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_calendar_feeds" ADD CONSTRAINT "listing_calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;