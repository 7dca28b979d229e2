export class Article {
  constructor(row) {
    this.id = row.id;
    this.slug = row.slug;
    this.title = row.title;
    this.description = row.description;
    this.body = row.body;
    this.tagList = row.tag_list ?? [];
    this.authorId = row.author_id;
    this.createdAt = row.created_at;
    this.updatedAt = row.updated_at;
    this.favoritesCount = Number(row.favorites_count ?? 0);
    this.favorited = Boolean(row.favorited);
  }
}
