CREATE TABLE "identity_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"document_type" text NOT NULL,
	"country" text NOT NULL,
	"expires_on" date,
	"curp" text,
	"birth_date" date,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"front_key" text,
	"back_key" text,
	"selfie_key" text,
	"images_deleted_at" timestamp with time zone,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "requires_verified_renter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_idx" ON "identity_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_status_idx" ON "identity_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_decided_idx" ON "identity_verifications" USING btree ("decided_at") WHERE "identity_verifications"."images_deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_one_pending_uq" ON "identity_verifications" USING btree ("user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "identity_verifications_session_uq" ON "identity_verifications" USING btree ("provider_session_id");