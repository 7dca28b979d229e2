-- :name popular_tags :many
SELECT t.name FROM tags t
JOIN article_tags at ON at.tag_id = t.id
GROUP BY t.name
ORDER BY COUNT(*) DESC, t.name
