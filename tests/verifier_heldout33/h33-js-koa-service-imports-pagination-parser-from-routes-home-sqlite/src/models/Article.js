class Article {
  constructor(row) { Object.assign(this, row); }
  toJSON() {
    return { slug: this.slug, title: this.title, description: this.description, body: this.body,
      tagList: this.tags ? this.tags.split(',') : [], createdAt: this.created_at };
  }
}
module.exports = { Article };
