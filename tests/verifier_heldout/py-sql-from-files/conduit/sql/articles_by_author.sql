SELECT a.id
FROM articles a
JOIN users u ON u.id = a.author_id
WHERE u.username = :username
ORDER BY a.created_at DESC
LIMIT :limit OFFSET :offset
