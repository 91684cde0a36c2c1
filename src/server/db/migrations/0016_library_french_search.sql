-- Issue 32: a post is found by the French names of its library links too ("épée longue", accents optional).
-- Same document as migration 0009, with each linked entry's French name ('' when not yet translated) beside its
-- English one at weight B, and the French titles of the manuscripts reached through the master or techniques at D.
CREATE OR REPLACE FUNCTION hdx_post_search_vector(p posts) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('simple', hdx_fold(p.title)), 'A')
    || setweight(to_tsvector('simple', hdx_fold(concat_ws(' ',
         (SELECT name || ' ' || name_fr FROM master_histories WHERE id = p.master_id),
         (SELECT title || ' ' || title_fr FROM manuscripts WHERE id = p.manuscript_id),
         (SELECT string_agg(t.name || ' ' || t.name_fr, ' ') FROM post_techniques pt
           JOIN techniques t ON t.id = pt.technique_id WHERE pt.post_id = p.id),
         (SELECT name || ' ' || name_fr FROM weapons WHERE id = p.weapon_id),
         (SELECT name || ' ' || name_fr FROM post_types WHERE id = p.post_type_id)))), 'B')
    || setweight(to_tsvector('simple', hdx_fold(p.description)), 'C')
    || setweight(to_tsvector('simple', hdx_fold(coalesce((SELECT string_agg(m.title || ' ' || m.title_fr, ' ')
         FROM manuscripts m
         WHERE m.author_id = p.master_id
           OR m.id IN (SELECT t.manuscript_id FROM post_techniques pt JOIN techniques t ON t.id = pt.technique_id
             WHERE pt.post_id = p.id)), ''))), 'D')
$$;
--> statement-breakpoint
DROP TRIGGER master_histories_search_vector ON master_histories;
--> statement-breakpoint
CREATE TRIGGER master_histories_search_vector AFTER UPDATE OF name, name_fr ON master_histories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_fr IS DISTINCT FROM NEW.name_fr)
  EXECUTE FUNCTION hdx_library_search_vector('master_id');
--> statement-breakpoint
DROP TRIGGER techniques_search_vector ON techniques;
--> statement-breakpoint
CREATE TRIGGER techniques_search_vector AFTER UPDATE OF name, name_fr, manuscript_id ON techniques
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_fr IS DISTINCT FROM NEW.name_fr
    OR OLD.manuscript_id IS DISTINCT FROM NEW.manuscript_id)
  EXECUTE FUNCTION hdx_library_search_vector('technique_id');
--> statement-breakpoint
DROP TRIGGER weapons_search_vector ON weapons;
--> statement-breakpoint
CREATE TRIGGER weapons_search_vector AFTER UPDATE OF name, name_fr ON weapons
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_fr IS DISTINCT FROM NEW.name_fr)
  EXECUTE FUNCTION hdx_library_search_vector('weapon_id');
--> statement-breakpoint
DROP TRIGGER post_types_search_vector ON post_types;
--> statement-breakpoint
CREATE TRIGGER post_types_search_vector AFTER UPDATE OF name, name_fr ON post_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_fr IS DISTINCT FROM NEW.name_fr)
  EXECUTE FUNCTION hdx_library_search_vector('post_type_id');
--> statement-breakpoint
DROP TRIGGER manuscripts_search_vector_update ON manuscripts;
--> statement-breakpoint
CREATE TRIGGER manuscripts_search_vector_update AFTER UPDATE OF title, title_fr, author_id ON manuscripts
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.title_fr IS DISTINCT FROM NEW.title_fr
    OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION hdx_manuscripts_search_vector();
--> statement-breakpoint
UPDATE posts p SET search_vector = hdx_post_search_vector(p);
