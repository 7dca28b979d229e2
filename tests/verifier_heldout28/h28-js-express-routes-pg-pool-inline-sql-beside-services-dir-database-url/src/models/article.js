// Shapes a joined article row into the API representation.
function toArticle(row, tagList = []) {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    tagList,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    favorited: Boolean(row.favorited),
    favoritesCount: Number(row.favorites_count || 0),
    author: {
      username: row.author_username,
      bio: row.author_bio,
      image: row.author_image,
      following: false,
    },
  };
}

module.exports = { toArticle };
