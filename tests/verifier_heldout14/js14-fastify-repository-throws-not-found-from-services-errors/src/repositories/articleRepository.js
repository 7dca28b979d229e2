const Article = require('../models/article');
const { NotFoundError } = require('../services/errors');

async function getBySlugOrThrow(slug) {
  const article = await Article.findOne({ where: { slug } });
  if (!article) throw new NotFoundError('article');
  return article;
}

async function update(article, changes) {
  return article.update(changes);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { getBySlugOrThrow, update, remove };
