const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function list({ limit = 20, offset = 0, authorId } = {}) {
  const where = authorId ? { authorId } : {};
  return Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames && tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { findBySlug, list, create, remove };
