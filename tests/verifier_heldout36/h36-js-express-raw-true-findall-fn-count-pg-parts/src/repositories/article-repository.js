const { Article, Favorite, Sequelize } = require('../models');
module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, raw: true }),
  favoritesCount: (articleId) => Favorite.count({ where: { ArticleId: articleId } }),
  search: (term) => Article.findAll({ where: { title: { [Sequelize.Op.iLike]: `%${term}%` } }, raw: true }),
};
