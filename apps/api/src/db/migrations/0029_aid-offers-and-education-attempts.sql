CREATE TABLE "education_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"questions" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"graded_at" timestamp with time zone,
	"passed" boolean
);
--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "aid_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "place_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "education_attempts_person_idx" ON "education_attempts" USING btree ("user_id","course_id","lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "aid_offers_general_geo_idx" ON "aid_offers" USING btree ("lat","lng") WHERE "aid_offers"."request_id" is null and "aid_offers"."status" = 'pending';