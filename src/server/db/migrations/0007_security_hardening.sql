ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_views" ADD COLUMN "address_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "post_views_post_id_address_hash_index" ON "post_views" USING btree ("post_id","address_hash");--> statement-breakpoint
-- Older duplicate pending orders of one cart (left by concurrent checkouts) are canceled first.
UPDATE "orders" SET "status" = 'canceled', "updated_at" = now() WHERE "status" = 'pending' AND "cart_id" IS NOT NULL AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'pending' AND "cart_id" IS NOT NULL GROUP BY "cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_cart" ON "orders" USING btree ("cart_id") WHERE status = 'pending';