// formatting helpers used by the routes
exports.toArticleJSON = (article) => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  body: article.body,
  tagList: article.tagList,
  createdAt: article.createdAt,
  updatedAt: article.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
});
