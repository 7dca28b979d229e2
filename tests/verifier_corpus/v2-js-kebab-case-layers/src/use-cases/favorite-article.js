const favorites = require('../data-access/favorite-store');

module.exports = async function favoriteArticle(userId, slug) {
  await favorites.add(userId, slug);
  return { slug, favorited: true, favoritesCount: await favorites.count(slug) };
};
