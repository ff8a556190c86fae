CREATE TABLE "audit_checkpoints" (
	"day" text PRIMARY KEY NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"leaf_count" integer NOT NULL,
	"root" text NOT NULL,
	"signature" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
