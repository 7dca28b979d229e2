export function toArticle(row) {
  return {
    id: row.id, slug: row.slug, title: row.title, description: row.description, body: row.body,
    authorId: row.author_id, createdAt: row.created_at, updatedAt: row.updated_at,
  };
}
