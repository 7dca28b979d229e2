const { Favorite } = require('../models');

exports.addFavorite = (userId, articleId) => Favorite.findOrCreate({ where: { userId, articleId } });
exports.removeFavorite = (userId, articleId) => Favorite.destroy({ where: { userId, articleId } });
exports.favoriteCount = (articleId) => Favorite.count({ where: { articleId } });
