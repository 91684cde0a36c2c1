CREATE TABLE "post_takedowns" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"taken_down_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_takedowns_kind" CHECK ("post_takedowns"."kind" in ('deleted', 'withdrawn'))
);
--> statement-breakpoint
CREATE INDEX "posts_withdrawn_index" ON "posts" USING btree ("id") WHERE "posts"."withdrawn_at" is not null;