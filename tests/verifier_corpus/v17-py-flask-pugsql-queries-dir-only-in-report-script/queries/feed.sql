-- :name feed :many
SELECT a.slug, a.title, a.body, u.username
FROM articles a
JOIN users u ON u.id = a.author_id
JOIN follows f ON f.followee_id = a.author_id
WHERE f.follower_id = :user_id
ORDER BY a.created_at DESC
LIMIT :limit OFFSET :offset
