const { Op } = require('sequelize');
const { Article, User, Favorite } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  findPage: ({ tag, limit, offset }) =>
    Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    }),
  create: (attrs) => Article.create(attrs),
  favorite: (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } }),
  unfavorite: (articleId, userId) => Favorite.destroy({ where: { articleId, userId } }),
};
