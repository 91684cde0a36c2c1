CREATE INDEX "manuscripts_title_search_index" ON "manuscripts" USING gin (hdx_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_histories_name_search_index" ON "master_histories" USING gin (hdx_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "post_types_name_search_index" ON "post_types" USING gin (hdx_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "techniques_name_search_index" ON "techniques" USING gin (hdx_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "weapons_name_search_index" ON "weapons" USING gin (hdx_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_title_search_index" ON "posts" USING gin (hdx_fold("title") gin_trgm_ops);