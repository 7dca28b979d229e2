SELECT a.*, u.username, u.bio, u.image
FROM articles a
JOIN users u ON u.id = a."authorId"
ORDER BY a."createdAt" DESC
LIMIT :limit OFFSET :offset
