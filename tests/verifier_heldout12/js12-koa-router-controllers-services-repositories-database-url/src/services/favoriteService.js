const articles = require('../repositories/articleRepository');

class NotFoundError extends Error {}

async function shape(article, userId) {
  const [favoritesCount, favorited] = await Promise.all([
    articles.countFavorites(article.id),
    articles.isFavorited(article.id, userId),
  ]);
  const { username, bio, image } = article.author;
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    tagList: [],
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited,
    favoritesCount,
    author: { username, bio, image, following: false },
  };
}

async function favorite(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('article');
  await articles.addFavorite(article.id, userId);
  return shape(article, userId);
}

async function unfavorite(slug, userId) {
  const article = await articles.findBySlug(slug);
  if (!article) throw new NotFoundError('article');
  await articles.removeFavorite(article.id, userId);
  return shape(article, userId);
}

module.exports = { favorite, unfavorite, NotFoundError };
