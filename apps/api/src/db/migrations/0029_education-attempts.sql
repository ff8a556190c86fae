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
CREATE INDEX "education_attempts_person_idx" ON "education_attempts" USING btree ("user_id","course_id","lesson_id","created_at");