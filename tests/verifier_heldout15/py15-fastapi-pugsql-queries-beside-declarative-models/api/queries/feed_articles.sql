-- :name feed_articles :many
SELECT a.id, a.slug, a.title, a.description, a.body, a.created_at, a.updated_at,
       u.username, u.bio, u.image,
       (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count
FROM articles a
JOIN users u ON u.id = a.author_id
JOIN follows fo ON fo.followed_id = a.author_id AND fo.follower_id = :user_id
ORDER BY a.created_at DESC
LIMIT :limit OFFSET :offset
