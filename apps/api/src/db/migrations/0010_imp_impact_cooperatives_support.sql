CREATE TABLE "cooperative_listings" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"cooperative_id" uuid NOT NULL,
	"contributed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperative_members" (
	"cooperative_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"shares" integer DEFAULT 1 NOT NULL,
	"invited_by" text,
	"joined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperative_members_cooperative_id_user_id_pk" PRIMARY KEY("cooperative_id","user_id"),
	CONSTRAINT "cooperative_members_shares" CHECK ("cooperative_members"."shares" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cooperative_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cooperative_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cooperative_votes" (
	"proposal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooperative_votes_proposal_id_user_id_pk" PRIMARY KEY("proposal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cooperatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"city" text NOT NULL,
	"founder_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impact_snapshots" (
	"key" text PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_one_subject";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "support" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cooperative_listings" ADD CONSTRAINT "cooperative_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperative_listings" ADD CONSTRAINT "cooperative_listings_cooperative_id_cooperatives_id_fk" FOREIGN KEY ("cooperative_id") REFERENCES "public"."cooperatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperative_members" ADD CONSTRAINT "cooperative_members_cooperative_id_cooperatives_id_fk" FOREIGN KEY ("cooperative_id") REFERENCES "public"."cooperatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperative_proposals" ADD CONSTRAINT "cooperative_proposals_cooperative_id_cooperatives_id_fk" FOREIGN KEY ("cooperative_id") REFERENCES "public"."cooperatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooperative_votes" ADD CONSTRAINT "cooperative_votes_proposal_id_cooperative_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."cooperative_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperative_listings_coop_idx" ON "cooperative_listings" USING btree ("cooperative_id");--> statement-breakpoint
CREATE INDEX "cooperative_members_user_idx" ON "cooperative_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cooperative_proposals_coop_idx" ON "cooperative_proposals" USING btree ("cooperative_id","created_at");--> statement-breakpoint
CREATE INDEX "cooperatives_founder_idx" ON "cooperatives" USING btree ("founder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_support_uq" ON "conversations" USING btree ("renter_id") WHERE "conversations"."support";--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_one_subject" CHECK (("conversations"."listing_id" is not null)::int + ("conversations"."aid_request_id" is not null)::int + "conversations"."support"::int = 1);