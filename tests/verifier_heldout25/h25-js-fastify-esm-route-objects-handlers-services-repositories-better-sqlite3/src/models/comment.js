export function commentFromRow(row) {
  if (!row) return null;
  return { id: row.id, articleSlug: row.article_slug, authorId: row.author_id, body: row.body, createdAt: row.created_at, updatedAt: row.updated_at };
}
