const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['username', 'bio', 'image'] },
  { model: Tag, attributes: ['name'], through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function list({ limit = 20, offset = 0 } = {}) {
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create(data, tags) {
  const article = await Article.create(data);
  if (tags.length) await article.setTags(tags);
  return findBySlug(article.slug);
}

module.exports = { findBySlug, list, create };
