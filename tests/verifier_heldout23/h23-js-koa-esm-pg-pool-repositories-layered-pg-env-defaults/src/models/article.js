export function articleFromRow(row) {
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: [...row.tag_list].sort(),
    authorId: row.author_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    favoritesCount: Number(row.favorites_count ?? 0),
  };
}
