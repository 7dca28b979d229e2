const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function list({ tag, limit, offset }) {
  const tagFilter = tag ? [{ model: Tag, as: 'tags', where: { name: tag }, through: { attributes: [] }, required: true }] : [];
  return Article.findAndCountAll({
    include: tag ? [{ model: User, as: 'author' }, ...tagFilter] : include,
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
}

async function create(data, tags) {
  const article = await Article.create(data);
  await article.setTags(tags);
  return findBySlug(article.slug);
}

module.exports = { findBySlug, list, create };
