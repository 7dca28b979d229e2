// Data-access gateway: the only place that talks to the article tables.
const { Article, User, Tag } = require('../entities');

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

module.exports = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  favorite: (article, userId) => article.addFavoritedBy(userId),
  unfavorite: (article, userId) => article.removeFavoritedBy(userId),
  favoritesCount: (article) => article.countFavoritedBy(),
  isFavorited: (article, userId) => article.hasFavoritedBy(userId),
};
