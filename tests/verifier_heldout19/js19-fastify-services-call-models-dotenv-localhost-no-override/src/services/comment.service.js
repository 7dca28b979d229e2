const { Article, Comment, User } = require('../models');

async function forArticle(slug) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) return [];
  return Comment.findAll({ where: { ArticleId: article.id }, include: [{ model: User, as: 'author' }] });
}

module.exports = { forArticle };
