CREATE TABLE "shipping_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" uuid NOT NULL,
	"tracking_code" text NOT NULL,
	"event_id" text NOT NULL,
	"carrier" text NOT NULL,
	"status" text NOT NULL,
	"upu_code" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text,
	"country_code" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"leg" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_code" text NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"incoterm" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"declared_value_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"return_due_on" date,
	"declaration" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_at" timestamp with time zone,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_shipments_booking_or_sample" CHECK ("shipping_shipments"."booking_id" is not null or "shipping_shipments"."sample")
);
--> statement-breakpoint
ALTER TABLE "shipping_events" ADD CONSTRAINT "shipping_events_shipment_id_shipping_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipping_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_shipments" ADD CONSTRAINT "shipping_shipments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_events_code_event_uq" ON "shipping_events" USING btree ("tracking_code","event_id");--> statement-breakpoint
CREATE INDEX "shipping_events_shipment_idx" ON "shipping_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_shipments_code_uq" ON "shipping_shipments" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_shipments_booking_leg_uq" ON "shipping_shipments" USING btree ("booking_id","leg");