const { Favorite } = require('../models');

exports.count = (articleId) => Favorite.count({ where: { articleId } });
exports.exists = async (articleId, userId) => (await Favorite.count({ where: { articleId, userId } })) > 0;
exports.add = (articleId, userId) => Favorite.findOrCreate({ where: { articleId, userId } });
exports.remove = (articleId, userId) => Favorite.destroy({ where: { articleId, userId } });
