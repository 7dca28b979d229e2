// Response shapes of the Conduit API.
function presentArticle(article, viewerId) {
  const favoritedBy = article.favoritedBy || [];
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: article.tagList,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: favoritedBy.some((u) => u.id === viewerId),
    favoritesCount: favoritedBy.length,
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

module.exports = { presentArticle };
