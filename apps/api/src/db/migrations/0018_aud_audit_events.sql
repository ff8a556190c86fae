CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"seq" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"request_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"prev_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_entity_seq_uq" ON "audit_events" USING btree ("entity_type","entity_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");