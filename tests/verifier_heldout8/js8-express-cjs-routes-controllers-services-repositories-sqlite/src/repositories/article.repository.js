const { Op } = require('sequelize');
const { Article, User, Tag } = require('../models');

const withRelations = [
  { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] },
  { model: Tag, as: 'tags', attributes: ['name'], through: { attributes: [] } },
];

async function list({ tag, author, favorited, limit = 20, offset = 0 }) {
  const where = {};
  if (author) {
    const user = await User.findOne({ where: { username: author } });
    if (!user) return { rows: [], count: 0 };
    where.authorId = user.id;
  }
  if (tag) {
    const tagged = await Tag.findOne({ where: { name: tag }, include: [{ model: Article, as: 'articles', attributes: ['id'] }] });
    where.id = { [Op.in]: tagged ? tagged.articles.map((a) => a.id) : [] };
  }
  if (favorited) {
    const fan = await User.findOne({ where: { username: favorited }, include: [{ model: Article, as: 'favorites', attributes: ['id'] }] });
    where.id = { ...(where.id || {}), [Op.in]: fan ? fan.favorites.map((a) => a.id) : [] };
  }
  const count = await Article.count({ where });
  const rows = await Article.findAll({ where, include: withRelations, order: [['createdAt', 'DESC']], limit, offset });
  return { rows, count };
}

const findBySlug = (slug) => Article.findOne({ where: { slug }, include: withRelations });

async function create(authorId, data, tagNames = []) {
  const article = await Article.create({ ...data, authorId });
  if (tagNames.length) {
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
  }
  return findBySlug(article.slug);
}

const remove = (article) => article.destroy();
const favoritesCount = (article) => article.countFavoritedBy();
const isFavoritedBy = async (article, userId) => userId ? (await article.countFavoritedBy({ where: { id: userId } })) > 0 : false;
const favorite = (article, userId) => article.addFavoritedBy(userId);
const unfavorite = (article, userId) => article.removeFavoritedBy(userId);

module.exports = { list, findBySlug, create, remove, favoritesCount, isFavoritedBy, favorite, unfavorite };
