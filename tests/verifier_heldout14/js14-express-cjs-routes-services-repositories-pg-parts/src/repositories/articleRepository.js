const { Article, Tag, User } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
];

async function list({ tag, author, limit = 20, offset = 0 }) {
  const where = {};
  const inc = include.map((i) => ({ ...i }));
  if (tag) inc[1] = { ...inc[1], where: { name: tag } };
  if (author) inc[0] = { ...inc[0], where: { username: author } };
  return Article.findAndCountAll({ where, include: inc, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
}

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

module.exports = { list, findBySlug, create, remove };
