const { Article, User, Favorite } = require('../models');

const author = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [author] });
exports.countFavorites = (articleId) => Favorite.count({ where: { articleId } });
exports.isFavorited = async (articleId, userId) =>
  Boolean(userId) && (await Favorite.count({ where: { articleId, userId } })) > 0;
exports.addFavorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
exports.removeFavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });
