const { Op } = require('sequelize');
const { sequelize, Article, Tag, Favorite, User } = require('../models');

exports.distinctTagNames = async () => {
  // raw: true returns plain rows instead of model instances; the query is still built by Sequelize.
  const rows = await Tag.findAll({
    attributes: [[sequelize.fn('DISTINCT', sequelize.col('name')), 'name']],
    order: [['name', 'ASC']],
    raw: true,
  });
  return rows.map((r) => r.name);
};

exports.search = ({ q, limit, offset }) => Article.findAndCountAll({
  where: q ? { title: { [Op.iLike]: `%${q}%` } } : {},
  include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
  order: [['createdAt', 'DESC']],
  distinct: true,
  limit,
  offset,
});

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] });

exports.favorite = (article, userId) => sequelize.transaction(async (transaction) => {
  const [, created] = await Favorite.findOrCreate({ where: { articleId: article.id, userId }, transaction });
  if (created) await article.increment('favoritesCount', { by: 1, transaction });
  return article.reload({ transaction, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] });
});

exports.unfavorite = (article, userId) => sequelize.transaction(async (transaction) => {
  const removed = await Favorite.destroy({ where: { articleId: article.id, userId }, transaction });
  if (removed) await article.decrement('favoritesCount', { by: 1, transaction });
  return article.reload({ transaction, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] });
});

exports.isFavorited = async (articleId, userId) =>
  Boolean(userId) && (await Favorite.count({ where: { articleId, userId } })) > 0;
