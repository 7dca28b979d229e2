class Article {
  constructor(row, favorited = false, favoritesCount = 0) {
    this.slug = row.slug;
    this.title = row.title;
    this.description = row.description;
    this.body = row.body;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
    this.tagList = [];
    this.favorited = favorited;
    this.favoritesCount = favoritesCount;
  }
}

module.exports = { Article };
