export function commentFromRow(row) {
  if (!row) return null;
  return {
    id: row.id,
    body: row.body,
    articleId: row.article_id,
    authorId: row.author_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
