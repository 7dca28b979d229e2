// plain data shape shared by the layers
function toArticle(row, author) {
  return {
    slug: row.slug, title: row.title, description: row.description, body: row.body,
    createdAt: row.created_at, updatedAt: row.updated_at,
    author: { username: author.username, bio: author.bio, image: author.image, following: false },
  };
}
module.exports = { toArticle };
