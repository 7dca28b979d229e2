class Article {
  constructor(row) {
    this.slug = row.slug;
    this.title = row.title;
    this.description = row.description;
    this.body = row.body;
    this.tagList = row.tag_list;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
  }
}
module.exports = { Article };
