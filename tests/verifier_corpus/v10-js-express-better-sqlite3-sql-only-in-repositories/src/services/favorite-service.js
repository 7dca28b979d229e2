const favorites = require('../repositories/favorite-repository');
const { FavoriteState } = require('../models/favorite');

module.exports = {
  favorite(userId, slug) {
    favorites.add(userId, slug);
    return new FavoriteState(slug, true, favorites.count(slug));
  },
  unfavorite(userId, slug) {
    favorites.remove(userId, slug);
    return new FavoriteState(slug, false, favorites.count(slug));
  },
  state(userId, slug) {
    return new FavoriteState(slug, userId ? favorites.has(userId, slug) : false, favorites.count(slug));
  },
};
