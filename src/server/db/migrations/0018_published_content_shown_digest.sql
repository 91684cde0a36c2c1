-- Issue 30: what the pages show of a source (a post's live counters left out) is compared apart from its whole answer.
-- For every source but the posts, the pages show the whole answer (the same digest); the posts row looks changed once.
ALTER TABLE "published_content" ADD COLUMN "shown_digest" text;--> statement-breakpoint
UPDATE "published_content" SET "shown_digest" = "digest";--> statement-breakpoint
ALTER TABLE "published_content" ALTER COLUMN "shown_digest" SET NOT NULL;
