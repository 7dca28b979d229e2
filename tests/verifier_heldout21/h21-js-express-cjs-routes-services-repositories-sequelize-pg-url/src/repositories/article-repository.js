const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function list({ limit = 20, offset = 0 }) {
  return Article.findAndCountAll({ include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames && tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

module.exports = { findBySlug, list, create };
