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
CREATE INDEX "tender_follows_ocid_idx" ON "tender_follows" USING btree ("ocid");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_releases_ocid_release_uq" ON "tender_releases" USING btree ("ocid","release_id");--> statement-breakpoint
CREATE INDEX "tender_saved_searches_user_idx" ON "tender_saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenders_search_trgm_idx" ON "tenders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_deadline_idx" ON "tenders" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "tenders_filters_idx" ON "tenders" USING btree ("category","method","state");