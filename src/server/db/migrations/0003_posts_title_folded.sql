DROP INDEX "posts_title_search_index";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (hdx_fold(title)) STORED;--> statement-breakpoint
CREATE INDEX "posts_title_folded_index" ON "posts" USING gin ("title_folded" gin_trgm_ops);