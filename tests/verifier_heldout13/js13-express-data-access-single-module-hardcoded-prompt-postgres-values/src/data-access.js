// Data-access layer: every read and write of stored data goes through these objects.
const { User, Article } = require('./models');

const users = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  byUsername: (username) => User.findOne({ where: { username } }),
  insert: (values) => User.create(values),
};

const articles = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  insert: (values) => Article.create(values),
  favorite: (article, userId) => article.addFavoritedBy(userId),
  unfavorite: (article, userId) => article.removeFavoritedBy(userId),
  isFavorited: (article, userId) => (userId ? article.hasFavoritedBy(userId) : false),
  favoritesCount: (article) => article.countFavoritedBy(),
};

module.exports = { users, articles };
