export class Comment {
  constructor(row) {
    this.id = row.id;
    this.body = row.body;
    this.articleId = row.article_id;
    this.authorId = row.author_id;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
  }
}
