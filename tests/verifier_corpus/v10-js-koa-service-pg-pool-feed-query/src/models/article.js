class Article {
  constructor(row) {
    this.slug = row.slug;
    this.title = row.title;
    this.description = row.description;
    this.body = row.body;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
    this.author = { username: row.username, bio: row.bio, image: row.image, following: Boolean(row.following) };
  }
}

module.exports = Article;
