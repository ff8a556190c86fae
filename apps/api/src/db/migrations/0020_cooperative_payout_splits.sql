CREATE TABLE "cooperative_earning_splits" (
	"booking_id" uuid NOT NULL,
	"member_id" text NOT NULL,
	"cooperative_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperative_earning_splits_booking_id_member_id_pk" PRIMARY KEY("booking_id","member_id"),
	CONSTRAINT "cooperative_earning_splits_amount" CHECK ("cooperative_earning_splits"."amount" >= 0)
);
--> statement-breakpoint
-- Payouts made so far all paid the booking's owner: they become that payee before the column is required.
ALTER TABLE "payout_bookings" ADD COLUMN "payee_id" text;--> statement-breakpoint
UPDATE "payout_bookings" pb SET "payee_id" = b."owner_id" FROM "bookings" b WHERE b."id" = pb."booking_id";--> statement-breakpoint
ALTER TABLE "payout_bookings" ALTER COLUMN "payee_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_bookings" DROP CONSTRAINT "payout_bookings_pkey";--> statement-breakpoint
ALTER TABLE "payout_bookings" ADD CONSTRAINT "payout_bookings_booking_id_payee_id_pk" PRIMARY KEY("booking_id","payee_id");--> statement-breakpoint
ALTER TABLE "cooperative_earning_splits" ADD CONSTRAINT "cooperative_earning_splits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperative_earning_splits" ADD CONSTRAINT "cooperative_earning_splits_cooperative_id_cooperatives_id_fk" FOREIGN KEY ("cooperative_id") REFERENCES "public"."cooperatives"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperative_earning_splits_member_idx" ON "cooperative_earning_splits" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "cooperative_earning_splits_coop_idx" ON "cooperative_earning_splits" USING btree ("cooperative_id");