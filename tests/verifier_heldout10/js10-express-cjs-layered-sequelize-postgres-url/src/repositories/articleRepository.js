const { Op } = require('sequelize');
const { Article, User, Favorite, Follow } = require('../models');

const withAuthor = [{ model: User, as: 'author' }];

async function findBySlug(slug) {
  return Article.findOne({ where: { slug }, include: withAuthor });
}

async function list({ tag, authorId, favoritedById, limit, offset }) {
  const where = {};
  if (tag) where.tagList = { [Op.contains]: [tag] };
  if (authorId) where.authorId = authorId;
  if (favoritedById) {
    const favs = await Favorite.findAll({ where: { userId: favoritedById }, attributes: ['articleId'] });
    where.id = favs.map((f) => f.articleId);
  }
  return Article.findAndCountAll({ where, include: withAuthor, order: [['createdAt', 'DESC']], limit, offset });
}

async function feed(userId, { limit, offset }) {
  const follows = await Follow.findAll({ where: { followerId: userId }, attributes: ['followingId'] });
  return Article.findAndCountAll({
    where: { authorId: follows.map((f) => f.followingId) },
    include: withAuthor,
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

async function create(data) {
  return Article.create(data);
}

async function remove(article) {
  await article.destroy();
}

async function favoritesCount(articleId) {
  return Favorite.count({ where: { articleId } });
}

async function isFavorited(articleId, userId) {
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}

async function favorite(articleId, userId) {
  await Favorite.findOrCreate({ where: { articleId, userId } });
}

async function unfavorite(articleId, userId) {
  await Favorite.destroy({ where: { articleId, userId } });
}

module.exports = { findBySlug, list, feed, create, remove, favoritesCount, isFavorited, favorite, unfavorite };
