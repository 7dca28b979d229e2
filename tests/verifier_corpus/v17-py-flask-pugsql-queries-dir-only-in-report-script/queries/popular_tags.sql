-- :name popular_tags :many
SELECT t.name, COUNT(at.article_id) AS uses
FROM tags t JOIN article_tags at ON at.tag_id = t.id
GROUP BY t.name
ORDER BY uses DESC, t.name
LIMIT :limit
