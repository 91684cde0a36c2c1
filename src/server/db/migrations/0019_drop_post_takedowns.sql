-- The posts taken down since the last publish leave the published content now (a takedown edits it from here on).
UPDATE "published_content" SET
  "answer" = (SELECT coalesce(jsonb_agg("post" ORDER BY "n"), '[]'::jsonb)
    FROM jsonb_array_elements("answer") WITH ORDINALITY AS "listed"("post", "n")
    WHERE ("post"->>'id')::int NOT IN (SELECT "post_id" FROM "post_takedowns")),
  "digest" = '',
  "shown_digest" = '',
  "published_at" = clock_timestamp()
WHERE "source" = 'posts' AND EXISTS (SELECT 1 FROM "post_takedowns");--> statement-breakpoint
DROP TABLE "post_takedowns" CASCADE;
