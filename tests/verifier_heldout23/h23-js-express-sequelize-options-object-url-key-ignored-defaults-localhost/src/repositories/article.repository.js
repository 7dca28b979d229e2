const { Op } = require('sequelize');
const { Article, User, Tag, Favorite } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include });
}

async function list({ tag, author, favorited, limit = 20, offset = 0 }) {
  const where = {};
  if (author) {
    const user = await User.findOne({ where: { username: author } });
    if (!user) return { rows: [], count: 0 };
    where.authorId = user.id;
  }
  const ids = [];
  if (favorited) {
    const user = await User.findOne({ where: { username: favorited } });
    if (!user) return { rows: [], count: 0 };
    const favs = await Favorite.findAll({ where: { userId: user.id }, attributes: ['articleId'] });
    ids.push(favs.map((f) => f.articleId));
  }
  if (tag) {
    const t = await Tag.findOne({ where: { name: tag }, include: [{ model: Article, attributes: ['id'] }] });
    if (!t) return { rows: [], count: 0 };
    ids.push(t.Articles.map((x) => x.id));
  }
  if (ids.length) where.id = { [Op.in]: ids.reduce((acc, cur) => acc.filter((id) => cur.includes(id))) };
  return Article.findAndCountAll({ where, include, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
}

async function feed(authorIds, { limit = 20, offset = 0 }) {
  return Article.findAndCountAll({
    where: { authorId: { [Op.in]: authorIds } },
    include, order: [['createdAt', 'DESC']], limit, offset, distinct: true,
  });
}

async function create(data, tagNames) {
  const article = await Article.create(data);
  if (tagNames && tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

async function update(article, changes) {
  await article.update(changes);
  return findBySlug(article.slug);
}

async function remove(article) {
  await article.destroy();
}

async function favoritesCount(articleId) {
  return Favorite.count({ where: { articleId } });
}

async function isFavorited(articleId, userId) {
  if (!userId) return false;
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}

async function favorite(articleId, userId) {
  await Favorite.findOrCreate({ where: { articleId, userId } });
}

async function unfavorite(articleId, userId) {
  await Favorite.destroy({ where: { articleId, userId } });
}

module.exports = { findBySlug, list, feed, create, update, remove, favoritesCount, isFavorited, favorite, unfavorite };
