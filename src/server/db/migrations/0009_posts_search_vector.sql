ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "posts_search_vector_index" ON "posts" USING gin ("search_vector");--> statement-breakpoint
-- The results page's full-text document of a post, folded by hdx_fold (unaccent + lower) and parsed with the
-- 'simple' configuration (no stemming: titles and descriptions are in English and French). Weights: title A;
-- the names of the linked master, manuscript, techniques, weapon and content type B; description C; the
-- manuscripts linked through the post's master (their author) or its techniques D.
CREATE FUNCTION hdx_post_search_vector(p posts) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', hdx_fold(p.title)), 'A')
    || setweight(to_tsvector('simple', hdx_fold(concat_ws(' ',
         (SELECT name FROM master_histories WHERE id = p.master_id),
         (SELECT title FROM manuscripts WHERE id = p.manuscript_id),
         (SELECT string_agg(t.name, ' ') FROM post_techniques pt JOIN techniques t ON t.id = pt.technique_id
           WHERE pt.post_id = p.id),
         (SELECT name FROM weapons WHERE id = p.weapon_id),
         (SELECT name FROM post_types WHERE id = p.post_type_id)))), 'B')
    || setweight(to_tsvector('simple', hdx_fold(p.description)), 'C')
    || setweight(to_tsvector('simple', hdx_fold(coalesce((SELECT string_agg(m.title, ' ') FROM manuscripts m
         WHERE m.author_id = p.master_id
           OR m.id IN (SELECT t.manuscript_id FROM post_techniques pt JOIN techniques t ON t.id = pt.technique_id
             WHERE pt.post_id = p.id)), ''))), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION hdx_posts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := hdx_post_search_vector(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Also fires when deleting a linked entry sets the post's link to null.
CREATE TRIGGER posts_search_vector BEFORE INSERT OR UPDATE OF title, description, post_type_id, weapon_id, master_id,
  manuscript_id ON posts FOR EACH ROW EXECUTE FUNCTION hdx_posts_search_vector();
--> statement-breakpoint
CREATE FUNCTION hdx_post_techniques_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts p SET search_vector = hdx_post_search_vector(p)
    WHERE p.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER post_techniques_search_vector AFTER INSERT OR DELETE ON post_techniques
  FOR EACH ROW EXECUTE FUNCTION hdx_post_techniques_search_vector();
--> statement-breakpoint
-- A renamed (or relinked) library entry changes the documents of the posts linked to it; TG_ARGV[0] is the
-- posts' link column.
CREATE FUNCTION hdx_library_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'technique_id' THEN
    UPDATE posts p SET search_vector = hdx_post_search_vector(p)
      WHERE p.id IN (SELECT post_id FROM post_techniques WHERE technique_id = NEW.id);
  ELSE
    EXECUTE format('UPDATE posts p SET search_vector = hdx_post_search_vector(p) WHERE p.%I = $1', TG_ARGV[0])
      USING NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER master_histories_search_vector AFTER UPDATE OF name ON master_histories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hdx_library_search_vector('master_id');
--> statement-breakpoint
CREATE TRIGGER techniques_search_vector AFTER UPDATE OF name, manuscript_id ON techniques
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.manuscript_id IS DISTINCT FROM NEW.manuscript_id)
  EXECUTE FUNCTION hdx_library_search_vector('technique_id');
--> statement-breakpoint
CREATE TRIGGER weapons_search_vector AFTER UPDATE OF name ON weapons
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hdx_library_search_vector('weapon_id');
--> statement-breakpoint
CREATE TRIGGER post_types_search_vector AFTER UPDATE OF name ON post_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hdx_library_search_vector('post_type_id');
--> statement-breakpoint
-- A manuscript reaches posts directly, through its author and through its techniques.
CREATE FUNCTION hdx_manuscripts_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m manuscripts := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  old_author integer := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.author_id END;
BEGIN
  UPDATE posts p SET search_vector = hdx_post_search_vector(p)
    WHERE p.manuscript_id = m.id
      OR p.master_id IN (m.author_id, old_author)
      OR p.id IN (SELECT pt.post_id FROM post_techniques pt JOIN techniques t ON t.id = pt.technique_id
        WHERE t.manuscript_id = m.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER manuscripts_search_vector_insert_delete AFTER INSERT OR DELETE ON manuscripts
  FOR EACH ROW EXECUTE FUNCTION hdx_manuscripts_search_vector();
--> statement-breakpoint
CREATE TRIGGER manuscripts_search_vector_update AFTER UPDATE OF title, author_id ON manuscripts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION hdx_manuscripts_search_vector();
--> statement-breakpoint
UPDATE posts p SET search_vector = hdx_post_search_vector(p);
