const favorites = require('../repositories/favoriteRepository');

exports.favorite = async (userId, slug) => {
  await favorites.add(userId, slug);
  return { slug, favorited: true, favoritesCount: await favorites.count(slug) };
};
