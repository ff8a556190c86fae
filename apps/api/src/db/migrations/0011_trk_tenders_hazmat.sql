CREATE TABLE "hazmat_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"open" boolean NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hazmat_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"speed_kmh" double precision,
	"bearing" double precision,
	"altitude" double precision,
	"accuracy" double precision,
	"battery" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hazmat_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_code" text NOT NULL,
	"carrier_id" text NOT NULL,
	"un_number" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"shipper" text NOT NULL,
	"consignee" text NOT NULL,
	"carrier_name" text NOT NULL,
	"permit" text NOT NULL,
	"vehicle_plate" text NOT NULL,
	"driver_name" text NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"route" jsonb NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"corridor_meters" integer NOT NULL,
	"max_speed_kmh" integer NOT NULL,
	"device_id" text NOT NULL,
	"device_token_hash" text NOT NULL,
	"last_lat" double precision,
	"last_lng" double precision,
	"last_speed_kmh" double precision,
	"last_bearing" double precision,
	"last_at" timestamp with time zone,
	"moving_at" timestamp with time zone,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_follows" (
	"user_id" text NOT NULL,
	"ocid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_follows_user_id_ocid_pk" PRIMARY KEY("user_id","ocid")
);
--> statement-breakpoint
CREATE TABLE "tender_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ocid" text NOT NULL,
	"release_id" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"release" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"ocid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"buyer" text NOT NULL,
	"state" text,
	"method" text,
	"category" text NOT NULL,
	"status" text,
	"amount" bigint,
	"currency" text,
	"deadline" timestamp with time zone,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"release_count" integer DEFAULT 1 NOT NULL,
	"compiled" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hazmat_events_shipment_idx" ON "hazmat_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "hazmat_events_open_uq" ON "hazmat_events" USING btree ("shipment_id","kind") WHERE "hazmat_events"."open";--> statement-breakpoint
CREATE INDEX "hazmat_positions_shipment_idx" ON "hazmat_positions" USING btree ("shipment_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hazmat_shipments_code_uq" ON "hazmat_shipments" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "hazmat_shipments_device_uq" ON "hazmat_shipments" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "hazmat_shipments_carrier_idx" ON "hazmat_shipments" USING btree ("carrier_id","created_at");--> statement-breakpoint
CREATE INDEX "tender_follows_ocid_idx" ON "tender_follows" USING btree ("ocid");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_releases_ocid_release_uq" ON "tender_releases" USING btree ("ocid","release_id");--> statement-breakpoint
CREATE INDEX "tender_saved_searches_user_idx" ON "tender_saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenders_search_trgm_idx" ON "tenders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_deadline_idx" ON "tenders" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "tenders_filters_idx" ON "tenders" USING btree ("category","method","state");