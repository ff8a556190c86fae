ALTER TABLE "orders" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id") WHERE "orders"."checkout_id" is not null;