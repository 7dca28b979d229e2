class Comment {
  constructor(row) {
    this.id = row.id;
    this.body = row.body;
    this.articleId = row.article_id;
    this.authorId = row.author_id;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
    this.author = row.username
      ? { username: row.username, bio: row.bio, image: row.image, following: false }
      : undefined;
  }

  toJSON() {
    return { id: this.id, body: this.body, createdAt: this.createdAt, updatedAt: this.updatedAt, author: this.author };
  }
}

module.exports = Comment;
