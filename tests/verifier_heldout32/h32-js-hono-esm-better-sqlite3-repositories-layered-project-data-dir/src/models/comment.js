export function toComment(row) {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    author: { username: row.author, bio: null, image: null, following: false },
  };
}
