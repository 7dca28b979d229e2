const { Op } = require('sequelize');
const { sequelize, User, Article, Favorite } = require('../models');

const favoritesCount = [
  sequelize.literal('(SELECT COUNT(*)::int FROM "Favorites" AS f WHERE f."articleId" = "Article"."id")'),
  'favoritesCount',
];

function list({ tag, limit = 20, offset = 0 }) {
  const where = tag ? { tagList: { [Op.contains]: [tag] } } : {};
  return Article.findAndCountAll({
    where,
    attributes: { include: [favoritesCount] },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

function findBySlug(slug) {
  return Article.findOne({
    where: { slug },
    attributes: { include: [favoritesCount] },
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
  });
}

async function isFavorited(articleId, userId) {
  return (await Favorite.count({ where: { articleId, userId } })) > 0;
}

function addFavorite(articleId, userId) {
  return Favorite.findOrCreate({ where: { articleId, userId } });
}

function removeFavorite(articleId, userId) {
  return Favorite.destroy({ where: { articleId, userId } });
}

module.exports = { list, findBySlug, isFavorited, addFavorite, removeFavorite };
