const { Favorite } = require('../models');

exports.add = (userId, articleSlug) => Favorite.findOrCreate({ where: { userId, articleSlug } });
exports.count = (articleSlug) => Favorite.count({ where: { articleSlug } });
