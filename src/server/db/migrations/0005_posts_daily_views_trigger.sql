-- Dashboard statistics: every increase of posts.views is added to that post's row of the day (UTC).
CREATE FUNCTION hdx_count_daily_views() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_view_days (post_id, day, views)
  VALUES (NEW.id, (now() AT TIME ZONE 'UTC')::date, NEW.views - OLD.views)
  ON CONFLICT (post_id, day) DO UPDATE SET views = post_view_days.views + excluded.views;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_daily_views AFTER UPDATE OF views ON posts
  FOR EACH ROW WHEN (NEW.views > OLD.views) EXECUTE FUNCTION hdx_count_daily_views();
