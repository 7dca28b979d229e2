function toArticle(row, author) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList: [],
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    favorited: false,
    favoritesCount: 0,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}

module.exports = { toArticle };
