const { Article, Favorite } = require('../models');

class ArticleServiceError extends Error {
  constructor(status, message) { super(message); this.status = status; }
}

async function favorite(slug, userId) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) throw new ArticleServiceError(404, 'article not found');
  const [, created] = await Favorite.findOrCreate({ where: { userId, articleId: article.id } });
  if (created) await article.increment('favoritesCount');
  await article.reload();
  return article;
}

async function unfavorite(slug, userId) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) throw new ArticleServiceError(404, 'article not found');
  const removed = await Favorite.destroy({ where: { userId, articleId: article.id } });
  if (removed) await article.decrement('favoritesCount');
  await article.reload();
  return article;
}

module.exports = { favorite, unfavorite, ArticleServiceError };
