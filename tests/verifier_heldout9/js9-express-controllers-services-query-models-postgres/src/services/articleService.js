const { Article, User } = require('../models');

class NotFound extends Error { constructor(m) { super(m); this.status = 404; } }

async function listArticles({ author, limit = 20, offset = 0 }) {
  const include = [{ model: User, as: 'author', where: author ? { username: author } : undefined }];
  const { rows, count } = await Article.findAndCountAll({
    include, limit: +limit, offset: +offset, order: [['createdAt', 'DESC']],
  });
  return { articles: rows, articlesCount: count };
}

async function getArticle(slug) {
  const article = await Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  if (!article) throw new NotFound('article not found');
  return article;
}

async function favorite(slug, userId) {
  const article = await getArticle(slug);
  await article.addFavoritedBy(userId);
  return article;
}

module.exports = { listArticles, getArticle, favorite };
