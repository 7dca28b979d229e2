-- name: popular_tags
-- Tags ordered by how many articles use them.
SELECT t.name
  FROM tags t
  JOIN article_tags at ON at.tag_id = t.id
 GROUP BY t.name
 ORDER BY count(*) DESC, t.name
 LIMIT :limit;

-- name: upsert_tag<!
INSERT INTO tags (name) VALUES (:name)
ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name
RETURNING id;
