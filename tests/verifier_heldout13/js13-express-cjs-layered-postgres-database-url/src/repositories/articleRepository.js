const { Article, Tag, User } = require('../models');

const withRelations = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withRelations });
}

async function list({ limit = 20, offset = 0, tag, authorId }) {
  const where = {};
  if (authorId) where.authorId = authorId;
  const include = [
    { model: User, as: 'author' },
    tag
      ? { model: Tag, as: 'tags', where: { name: tag }, through: { attributes: [] } }
      : { model: Tag, as: 'tags', through: { attributes: [] } },
  ];
  return Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function create({ tagList = [], ...fields }) {
  const article = await Article.create(fields);
  if (tagList.length) {
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

async function favoritesCount(article) {
  return article.countFavoritedBy();
}

async function allTagNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

module.exports = { findBySlug, list, create, remove, favoritesCount, allTagNames };
