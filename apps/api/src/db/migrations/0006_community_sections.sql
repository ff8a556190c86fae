CREATE TABLE "community_event_attendees" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"organizer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"city" text,
	"place" text,
	"online_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"capacity" integer NOT NULL,
	"attendee_count" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_events_capacity_positive" CHECK ("community_events"."capacity" >= 1),
	CONSTRAINT "community_events_within_capacity" CHECK ("community_events"."attendee_count" between 0 and "community_events"."capacity"),
	CONSTRAINT "community_events_status_known" CHECK ("community_events"."status" in ('scheduled', 'cancelled', 'postponed', 'rescheduled', 'movedOnline'))
);
--> statement-breakpoint
CREATE TABLE "community_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_post_likes" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"reply_to_id" uuid,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"group_id" uuid,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_progress" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"best_score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_progress_user_id_course_id_lesson_id_pk" PRIMARY KEY("user_id","course_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "microcredit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner" text NOT NULL,
	"external_id" text,
	"amount" integer NOT NULL,
	"term_months" integer NOT NULL,
	"annual_rate" real NOT NULL,
	"opening_fee_percent" real NOT NULL,
	"monthly_fee" integer NOT NULL,
	"cat" real NOT NULL,
	"instalment" integer NOT NULL,
	"purpose" text NOT NULL,
	"monthly_income" integer NOT NULL,
	"rental_income" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"decision_code" text,
	"partner_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_event_attendees" ADD CONSTRAINT "community_event_attendees_event_id_community_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."community_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_group_members" ADD CONSTRAINT "community_group_members_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_likes" ADD CONSTRAINT "community_post_likes_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_reports" ADD CONSTRAINT "community_post_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topics" ADD CONSTRAINT "community_topics_group_id_community_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."community_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_events_starts_idx" ON "community_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "community_groups_city_idx" ON "community_groups" USING btree ("city");--> statement-breakpoint
CREATE UNIQUE INDEX "community_post_reports_once_uq" ON "community_post_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "community_post_reports_open_idx" ON "community_post_reports" USING btree ("created_at") WHERE "community_post_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_topic_idx" ON "community_posts" USING btree ("topic_id","created_at");--> statement-breakpoint
CREATE INDEX "community_topics_list_idx" ON "community_topics" USING btree ("category","pinned","last_post_at");--> statement-breakpoint
CREATE INDEX "community_topics_group_idx" ON "community_topics" USING btree ("group_id","pinned","last_post_at");--> statement-breakpoint
CREATE INDEX "community_topics_recent_idx" ON "community_topics" USING btree ("pinned","last_post_at");--> statement-breakpoint
CREATE UNIQUE INDEX "education_certificates_once_uq" ON "education_certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "microcredit_applications_user_idx" ON "microcredit_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "microcredit_applications_open_uq" ON "microcredit_applications" USING btree ("user_id") WHERE "microcredit_applications"."status" in ('submitted', 'in_review');