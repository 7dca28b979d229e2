export class Article {
  constructor(row) {
    this.id = row.id;
    this.slug = row.slug;
    this.title = row.title;
    this.description = row.description;
    this.body = row.body;
    this.tagList = row.tagList ?? [];
    this.authorId = row.authorId;
    this.createdAt = row.createdAt;
    this.updatedAt = row.updatedAt;
  }
}
