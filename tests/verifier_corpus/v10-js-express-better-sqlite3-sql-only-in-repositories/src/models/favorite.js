class FavoriteState {
  constructor(slug, favorited, favoritesCount) {
    this.slug = slug;
    this.favorited = favorited;
    this.favoritesCount = favoritesCount;
  }
}

module.exports = { FavoriteState };
