const { Article, Tag, User } = require('../schemas');

const withRelations = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withRelations });
}

async function list({ limit, offset }) {
  return Article.findAndCountAll({ include: withRelations, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([tag]) => tag)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

module.exports = { findBySlug, list, create };
