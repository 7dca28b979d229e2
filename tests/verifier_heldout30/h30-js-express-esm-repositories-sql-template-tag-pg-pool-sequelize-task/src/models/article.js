export class Article {
  constructor(fields) {
    Object.assign(this, fields);
  }

  static fromRow(row) {
    return new Article({
      slug: row.slug,
      title: row.title,
      description: row.description,
      body: row.body,
      tagList: row.tag_list,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      favoritesCount: Number(row.favorites_count ?? 0),
      author: { username: row.username, bio: row.bio, image: row.image },
    });
  }
}
