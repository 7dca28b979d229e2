class Article {
  constructor(row) {
    Object.assign(this, {
      id: row.id, slug: row.slug, title: row.title, description: row.description, body: row.body,
      authorId: row.author_id, createdAt: row.created_at, updatedAt: row.updated_at, tagList: row.tags || [],
    });
  }
}
module.exports = Article;
