CREATE TABLE "post_streams" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_streams_status" CHECK ("post_streams"."status" in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "post_streams_progress" CHECK ("post_streams"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "post_streams" ADD CONSTRAINT "post_streams_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_streams_status_index" ON "post_streams" USING btree ("status");