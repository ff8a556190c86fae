CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"party" text,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"booking_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"payment_id" uuid,
	"order_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"ledger_amount" bigint NOT NULL,
	"provider_amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payments_compared" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_provider_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_uq" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_uq" ON "ledger_entries" USING btree ("payout_id") WHERE "ledger_entries"."kind" = 'payout';--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_booking_idx" ON "ledger_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account","party","currency");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run_idx" ON "reconciliation_mismatches" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_provider_records_key_uq" ON "sandbox_provider_records" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_provider_records_tx_idx" ON "sandbox_provider_records" USING btree ("transaction_id");