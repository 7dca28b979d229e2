/** @typedef {{ slug: string, title: string, description: string, body: string, tagList: string[] }} Article */
exports.toArticle = (row) => ({
  slug: row.slug, title: row.title, description: row.description, body: row.body,
  tagList: row.tags ? row.tags.split(',') : [], createdAt: row.created_at, updatedAt: row.updated_at,
});
