const { Article, Favorite, User } = require('../models');

exports.findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
exports.create = (data) => Article.create(data);
exports.countFavorites = (articleId) => Favorite.count({ where: { articleId } });
exports.isFavorited = async (articleId, userId) =>
  Boolean(userId && (await Favorite.findOne({ where: { articleId, userId } })));
exports.favorite = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
exports.unfavorite = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });
