export class Comment {
  constructor (row) {
    this.id = row.id
    this.body = row.body
    this.articleSlug = row.article_slug
    this.authorId = row.author_id
    this.createdAt = row.created_at
    this.updatedAt = row.updated_at
  }
}
