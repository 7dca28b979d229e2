const Favorite = require('../entities/favorite');

exports.add = (userId, articleSlug) => Favorite.findOrCreate({ where: { userId, articleSlug } });
exports.count = (articleSlug) => Favorite.count({ where: { articleSlug } });
