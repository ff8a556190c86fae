CREATE TABLE "aid_offer_items" (
	"offer_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" double precision NOT NULL,
	CONSTRAINT "aid_offer_items_offer_id_item_id_pk" PRIMARY KEY("offer_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "aid_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"author_id" text NOT NULL,
	"type" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"shift" text,
	"hours_per_day" integer,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"coverage" text DEFAULT '' NOT NULL,
	"donation_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aid_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aid_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"aid_types" text[] NOT NULL,
	"category" text,
	"urgency" text NOT NULL,
	"urgency_rank" integer NOT NULL,
	"place_name" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"people_affected" integer NOT NULL,
	"contact_preference" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"needed_until" date NOT NULL,
	"status" text DEFAULT 'under_review' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"rejection_reason" text,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aid_verifiers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"issuer" text NOT NULL,
	"expires_on" date,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "aid_request_id" uuid;--> statement-breakpoint
ALTER TABLE "aid_offer_items" ADD CONSTRAINT "aid_offer_items_offer_id_aid_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."aid_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_offer_items" ADD CONSTRAINT "aid_offer_items_item_id_aid_request_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."aid_request_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_offers" ADD CONSTRAINT "aid_offers_request_id_aid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."aid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aid_request_items" ADD CONSTRAINT "aid_request_items_request_id_aid_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."aid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aid_offer_items_item_idx" ON "aid_offer_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "aid_offers_request_idx" ON "aid_offers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "aid_offers_author_idx" ON "aid_offers" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "aid_request_items_request_idx" ON "aid_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "aid_requests_published_idx" ON "aid_requests" USING btree ("urgency_rank","created_at") WHERE "aid_requests"."status" = 'published';--> statement-breakpoint
CREATE INDEX "aid_requests_published_geo_idx" ON "aid_requests" USING btree ("lat","lng") WHERE "aid_requests"."status" = 'published';--> statement-breakpoint
CREATE INDEX "aid_requests_author_idx" ON "aid_requests" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "aid_requests_review_idx" ON "aid_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credentials_status_idx" ON "credentials" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_aid_request_id_aid_requests_id_fk" FOREIGN KEY ("aid_request_id") REFERENCES "public"."aid_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_aid_pair_uq" ON "conversations" USING btree ("aid_request_id","renter_id","owner_id") WHERE "conversations"."aid_request_id" is not null;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_one_subject" CHECK (("conversations"."listing_id" is null) <> ("conversations"."aid_request_id" is null));