-- Issue 30: the published site's content, one row per content source, written by Publish in its transaction;
-- shown_digest covers what the pages show of it (a post's live counters left out).
CREATE TABLE "published_content" (
	"source" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"digest" text NOT NULL,
	"shown_digest" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
